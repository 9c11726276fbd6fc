import { expect, test } from '@playwright/test';
import { DEMO_PERSONAL, expectSignedInFrame, message, signIn } from './support';

test('in demo mode the style guide routes render, noindex, the languages side by side', async ({ page }) => {
  await signIn(page, DEMO_PERSONAL);
  await expectSignedInFrame(page);
  for (const path of ['/typography', '/icons', '/basic-table', '/multi-language']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.getByTestId('style-guide-notice')).toHaveText(message('en', 'styleGuide.notice'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await expect(page.getByTestId('guide-languages').locator('li')).toHaveCount(8);
  await expect(page.getByTestId('guide-languages').locator('li[lang="el"]')).toContainText(message('el', 'auth.signIn'));
});
