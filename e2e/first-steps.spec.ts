import { expect, test } from '@playwright/test';
import { message, registerCustomer } from './support';

test('a new customer sees the first steps on the dashboard and, refused a deposit, the link to the profile', async ({ page }) => {
  // Registration with both code steps, then two pages.
  test.setTimeout(90_000);
  await registerCustomer(page, 'Personal');

  // Only the e-mail and phone are confirmed by registration: every other step is open and links to its page.
  const checklist = page.getByTestId('onboarding-checklist');
  await expect(checklist.getByRole('heading', { name: message('en', 'dashboard.checklist.title') })).toBeVisible();
  await expect(checklist.getByTestId('checklist-contacts')).toHaveAttribute('data-done', 'true');
  for (const step of ['profile', 'identity', 'deposit', 'twoFactor']) {
    await expect(checklist.getByTestId(`checklist-${step}`)).toHaveAttribute('data-done', 'false');
  }
  const profileStep = checklist.getByRole('link', { name: message('en', 'dashboard.checklist.steps.profile') });
  await expect(profileStep).toHaveAttribute('href', '/Editprofile');
  await expect(checklist.getByRole('link', { name: message('en', 'dashboard.checklist.steps.identity') })).toHaveAttribute('href', '/Kyc');

  // Level 0 takes no deposits: the refusal names the step that lifts it, and the link leads there.
  await page.goto('/Transactions_crypto_deposit');
  await expect(page.getByText(message('en', 'chain.deposit.notAtLevel')).first()).toBeVisible();
  const nextStep = page.getByRole('link', { name: message('en', 'nextStep.profile') });
  await expect(nextStep).toHaveAttribute('href', '/Editprofile');
  await nextStep.click();
  await expect(page).toHaveURL((url) => url.pathname === '/Editprofile');
});
