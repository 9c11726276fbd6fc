import { expect, test, type Page } from '@playwright/test';
import {
  codeFromOutbox,
  completeCodeSteps,
  expectOnLogin,
  expectSignedInFrame,
  message,
  openForm,
  submitCode,
  submitRegistration,
  submitSignIn,
  validRegistration,
} from './support';

/**
 * Sign-up as a customer does it: the form, the e-mail code, the SMS code (both read on /demo-outbox, where
 * the demo server keeps every message), the success screen and the dashboard. A resend waits out its
 * cool-down (CODE_RESEND_SECONDS, 15 s on the e2e server), so the tests that resend get a little more time.
 */

const RESEND_WAIT = /^You can ask for a new code in (\d+) seconds?\.$/;

/** The resend button counts down while disabled, then becomes "Send a new code"; answers the seconds first shown. */
async function waitOutResendCooldown(page: Page): Promise<number> {
  const resend = page.getByTestId('resend-code');
  await expect(resend).toBeDisabled();
  const first = Number(RESEND_WAIT.exec((await resend.textContent()) ?? '')?.[1]);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(15);
  // A live countdown: the number goes down while the page is open.
  await expect(resend).not.toHaveText(`You can ask for a new code in ${first} seconds.`, { timeout: 3_000 });
  await expect(resend).toHaveText('Send a new code', { timeout: 20_000 });
  await expect(resend).toBeEnabled();
  return first;
}

test('a personal customer signs up, asks for a new e-mail code, and ends signed in on the dashboard', async ({ page, context }) => {
  test.setTimeout(90_000);
  const input = validRegistration('Personal');
  const phone = `+420${input.phone}`;
  await openForm(page, '/register');
  await expect(page.getByTestId('registration-progress')).toHaveText('Step 1 of 3');
  await expect(page.getByTestId('company-fields')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await expect(page.getByTestId('password-strength')).toContainText('Password strength: normal');
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await expect(page.getByTestId('password-strength')).toContainText('Password strength: medium');
  await submitRegistration(page, input);

  // Step 2: the e-mail code, with the address it went to.
  await expect(page).toHaveURL((url) => url.pathname === '/loginemailverify');
  await expect(page.getByRole('heading', { name: 'Verify your e-mail', level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-progress')).toHaveText('Step 2 of 3');
  await expect(page.getByTestId('code-destination')).toContainText(input.email);
  const firstCode = await codeFromOutbox(context, input.email);

  // The restricted session opens nothing else: the logged-in area sends it away, /otp brings it back.
  await page.goto('/Dashboard_new');
  await expectOnLogin(page);
  await page.goto('/otp');
  await expect(page).toHaveURL((url) => url.pathname === '/loginemailverify');

  await waitOutResendCooldown(page);
  await page.getByTestId('resend-code').click();
  await expect(page.getByTestId('code-sent-again')).toHaveText(message('en', 'registration.codeSentAgain'));
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  const newCode = await codeFromOutbox(context, input.email, firstCode);

  // A wrong code is refused with the tries left; the newest code passes.
  await submitCode(page, newCode === '000000' ? '111111' : '000000');
  await expect(page.getByLabel('Verification code', { exact: true })).toHaveAccessibleDescription(
    'This code is not correct. 4 attempts left.',
  );
  await submitCode(page, newCode);

  // Step 3: the SMS code.
  await expect(page).toHaveURL((url) => url.pathname === '/loginphoneverify');
  await expect(page.getByRole('heading', { name: 'Verify your mobile phone', level: 1 })).toBeVisible();
  await expect(page.getByTestId('code-destination')).toContainText(phone);
  await submitCode(page, await codeFromOutbox(context, phone));

  await expect(page).toHaveURL((url) => url.pathname === '/completeregistration');
  await expect(page.getByRole('heading', { name: 'Registration complete', level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-complete')).toContainText('Welcome, Eva Tester!');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expectSignedInFrame(page);
  await expect(page.getByTestId('greeting')).toHaveText('Welcome, Eva Tester');
});

test('a corporate customer signs up for Pro with the company details, asks for a new SMS, and is signed in', async ({ page, context }) => {
  test.setTimeout(90_000);
  const input = validRegistration('Corporate', { phoneCountry: 'SK', phone: `9${validRegistration('Corporate').phone.slice(1)}` });
  const phone = `+421${input.phone}`;
  await openForm(page, '/register/pro');
  await expect(page.getByText('Pricing plan: Pro', { exact: true })).toBeVisible();

  // The company fields appear for a corporate account and are then required.
  await submitRegistration(page, { ...input, companyName: '', vatId: '' });
  await expect(page.getByTestId('company-fields')).toBeVisible();
  await expect(page.getByLabel('Company name', { exact: true })).toHaveAccessibleDescription(message('en', 'validation.required'));
  await expect(page.getByLabel('VAT ID', { exact: true })).toHaveAccessibleDescription(message('en', 'validation.required'));
  await expect(page).toHaveURL((url) => url.pathname === '/register/pro');

  await submitRegistration(page, input);
  await expect(page).toHaveURL((url) => url.pathname === '/loginemailverify');
  await submitCode(page, await codeFromOutbox(context, input.email));

  await expect(page).toHaveURL((url) => url.pathname === '/loginphoneverify');
  await expect(page.getByTestId('registration-progress')).toHaveText('Step 3 of 3');
  const firstSms = await codeFromOutbox(context, phone);
  await waitOutResendCooldown(page);
  await page.getByTestId('resend-code').click();
  await expect(page.getByTestId('code-sent-again')).toBeVisible();
  await submitCode(page, await codeFromOutbox(context, phone, firstSms));

  await expect(page).toHaveURL((url) => url.pathname === '/completeregistration');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expectSignedInFrame(page);
  await page.goto('/Editprofile');
  await expect(page.getByTestId('edit-profile-type')).toHaveText('Corporate');
  await expect(page.getByLabel(message('en', 'editProfile.companyName'), { exact: true })).toHaveValue(input.companyName);
  await expect(page.getByLabel(message('en', 'editProfile.phone'), { exact: true })).toHaveValue(input.phone);
});

test('signing in to an unfinished registration resumes at the code step that is due', async ({ page, context }) => {
  const input = validRegistration('Personal');
  await openForm(page, '/register');
  await submitRegistration(page, input);
  await expect(page).toHaveURL((url) => url.pathname === '/loginemailverify');
  await context.clearCookies();

  await openForm(page, '/login');
  await submitSignIn(page, input.email, input.password);
  await completeCodeSteps(page, input.email, `+420${input.phone}`);
  await expect(page.getByTestId('registration-complete')).toBeVisible();
});

test('the form speaks German on /de/register: every rule, the strength meter and the terms link', async ({ page }) => {
  await openForm(page, '/de/register');
  await page.getByRole('radio', { name: message('de', 'auth.corporate') }).check();
  await page.getByLabel(message('de', 'registration.phone'), { exact: true }).fill('0601234567');
  await page.getByLabel(message('de', 'auth.password'), { exact: true }).fill('Demo-Pass-2026');
  await expect(page.getByTestId('password-strength')).toContainText(
    message('de', 'registration.strength', { level: message('de', 'registration.strengthStrong') }),
  );
  await page.getByRole('button', { name: message('de', 'auth.register') }).click();

  const described = (key: string) => page.getByLabel(message('de', key), { exact: true });
  await expect(described('registration.phone')).toHaveAccessibleDescription(message('de', 'registration.validation.phoneLeadingZero'));
  await expect(described('registration.firstName')).toHaveAccessibleDescription(message('de', 'validation.required'));
  await expect(described('registration.companyIdNumber')).toHaveAccessibleDescription(message('de', 'validation.required'));
  await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(message('de', 'registration.validation.terms'));
  await expect(page.getByTestId('field-error').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/de/register');

  const terms = page.locator('form').getByRole('link', { name: /Geschäftsbedingungen/ });
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('href', '/de/Terms');
});
