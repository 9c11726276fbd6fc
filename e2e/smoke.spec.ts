import { expect, test } from '@playwright/test';
import { DEMO_PERSONAL, expectSignedInFrame, signIn } from './support';

test('a demo customer signs in and sees the frame', async ({ page }) => {
  await signIn(page, DEMO_PERSONAL);
  await expectSignedInFrame(page);
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
