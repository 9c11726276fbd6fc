import { expect, test, type BrowserContext } from '@playwright/test';
import {
  BRAND,
  DEMO_PERSONAL,
  DEMO_PERSONAL_PHONE,
  DEMO_PASSWORD,
  enableTwoFactor,
  expectOnLogin,
  expectPage,
  expectSignedInFrame,
  formAlert,
  logOut,
  message,
  openForm,
  signIn,
  submitSignIn,
} from './support';

/** The e2e server runs in demo mode: SMS go to the outbox only, read on /demo-outbox in a second tab. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The code of the newest forgot-2FA SMS to `phone`; the demo customer reads Czech. */
async function smsCodeFromOutbox(context: BrowserContext, phone: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/demo-outbox');
  const template = message('cs', 'mail.twoFactorCodeSms', { brand: BRAND, minutes: '10' });
  const pattern = new RegExp(escapeRegExp(template).replace(escapeRegExp('{code}'), '(\\d{6})'));
  const sms = outbox.getByTestId('outbox-message').filter({ hasText: phone }).filter({ hasText: pattern }).first();
  const code = pattern.exec((await sms.textContent()) ?? '')?.[1];
  await outbox.close();
  if (!code) throw new Error(`no forgot-2FA SMS to ${phone} on /demo-outbox`);
  return code;
}

test('a customer who lost the authenticator turns 2FA off with an SMS code and signs in without one', async ({ page, context }) => {
  await signIn(page, DEMO_PERSONAL);
  await expectSignedInFrame(page);
  await page.goto('/TwoSecurity');
  await enableTwoFactor(page, DEMO_PASSWORD);
  await logOut(page);
  await expectOnLogin(page);
  await submitSignIn(page, DEMO_PERSONAL);
  await expect(page).toHaveURL((url) => url.pathname === '/verify2faotp');

  await page.getByRole('link', { name: message('en', 'twoFactor.forgot') }).click();
  await expectPage(page, '/forgetgoogleauthenticator', message('en', 'forgotTwoFactor.title'));
  await page.getByLabel(message('en', 'forgotTwoFactor.countryCode')).fill('+420');
  await page.getByLabel(message('en', 'forgotTwoFactor.phone')).fill(DEMO_PERSONAL_PHONE.replace('+420', ''));
  await page.getByLabel(message('en', 'forgotTwoFactor.email')).fill(DEMO_PERSONAL);
  await page.getByRole('button', { name: message('en', 'forgotTwoFactor.send') }).click();
  await expect(page.getByTestId('forgot-2fa-sent')).toHaveText(message('en', 'forgotTwoFactor.codeSent'));
  // The resend waits out its cool-down, counting it down.
  const resend = page.getByRole('button', { name: /^Send a new code in \d+ s$/ });
  await expect(resend).toBeDisabled();

  const code = await smsCodeFromOutbox(context, DEMO_PERSONAL_PHONE);
  const codeField = page.getByLabel(message('en', 'forgotTwoFactor.code'));
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: message('en', 'forgotTwoFactor.reset') }).click();
  await expect(formAlert(page)).toHaveText(message('en', 'errors.oneTimeCodeInvalid'));
  await codeField.fill(code);
  await page.getByRole('button', { name: message('en', 'forgotTwoFactor.reset') }).click();
  await expect(page.getByTestId('forgot-2fa-done')).toHaveText(message('en', 'forgotTwoFactor.resetDone'));

  // 2FA is off again, which is also how the other specs expect the shared demo account.
  await page.getByRole('link', { name: message('en', 'forgotTwoFactor.signIn') }).click();
  await expectOnLogin(page);
  await submitSignIn(page, DEMO_PERSONAL);
  await expectSignedInFrame(page);
});

test('step 1 asks for every field and leads back to sign-in', async ({ page }) => {
  await openForm(page, '/forgetgoogleauthenticator');
  await page.getByLabel(message('en', 'forgotTwoFactor.countryCode')).fill('');
  await page.getByRole('button', { name: message('en', 'forgotTwoFactor.send') }).click();
  await expect(page.getByTestId('field-error')).toHaveText([
    message('en', 'validation.required'),
    message('en', 'validation.required'),
    message('en', 'validation.required'),
  ]);

  await page.getByRole('link', { name: message('en', 'forgotTwoFactor.backToLogin') }).click();
  await expectOnLogin(page);
});
