import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_PERSONAL,
  DEMO_PERSONAL_NAME,
  DEMO_PERSONAL_PHONE,
  expectLoggedInAreaClosed,
  expectOnLogin,
  expectPage,
  expectSignedInFrame,
  formAlert,
  message,
  registerCorporate,
  sideMenu,
  signIn,
  submitRegistration,
  submitSignIn,
  openForm,
  validRegistration,
  type RegistrationInput,
} from './support';

test.describe('sign-up', () => {
  test('a new corporate customer signs up and lands on the dashboard inside the frame', async ({ page }) => {
    await registerCorporate(page);
    await expectSignedInFrame(page);
    await expect(sideMenu(page)).toBeVisible();
  });

  const invalidForms: { name: string; input: RegistrationInput; errors: Record<string, string> }[] = [
    {
      name: 'empty fields',
      input: {},
      errors: {
        'First name': 'validation.required',
        'Last name': 'validation.required',
        'E-mail': 'validation.required',
        'Mobile phone number': 'validation.required',
        Password: 'validation.required',
        'Confirm password': 'validation.required',
        terms: 'registration.validation.terms',
      },
    },
    {
      name: 'a malformed e-mail',
      input: validRegistration('Personal', { email: 'not-an-email' }),
      errors: { 'E-mail': 'validation.email' },
    },
    {
      name: 'a confirmation that differs',
      input: validRegistration('Personal', { confirmPassword: `${DEMO_PASSWORD}-other` }),
      errors: { 'Confirm password': 'validation.passwordMismatch' },
    },
    {
      name: 'a phone of 13 digits with +420',
      input: validRegistration('Personal', { phone: '7012345678' }),
      errors: { 'Mobile phone number': 'validation.phoneLength' },
    },
  ];

  for (const { name, input, errors } of invalidForms) {
    test(`the form refuses ${name} before sending anything`, async ({ page }) => {
      await openForm(page, '/register');
      const registerCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/user/v1/register')) registerCalls.push(request.url());
      });
      await submitRegistration(page, input);
      for (const [label, key] of Object.entries(errors)) {
        const field = label === 'terms' ? page.getByRole('checkbox') : page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`${message('en', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      }
      await expect(page.getByTestId('field-error')).toHaveCount(Object.keys(errors).length);
      await expect(page).toHaveURL(/\/register$/);
      expect(registerCalls).toEqual([]);
    });
  }

  test('the same e-mail cannot sign up twice: the e-mail field says so', async ({ page, context }) => {
    const email = await registerCorporate(page);
    await expectSignedInFrame(page);
    await context.clearCookies();
    await openForm(page, '/register');
    await submitRegistration(page, validRegistration('Corporate', { email }));
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
      'An account with this e-mail already exists. Sign in instead.',
    );
    await expect(page).toHaveURL(/\/register$/);
  });

  test('/register/pro offers the Pro plan and /register shows Basic', async ({ page }) => {
    for (const [url, plan] of [
      ['/register/pro', 'Pro'],
      ['/register', 'Basic'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByText(`Pricing plan: ${plan}`, { exact: true })).toBeVisible();
    }
  });

  test('/register/unknownplan is a 404 page', async ({ page }) => {
    const response = await page.goto('/register/unknownplan');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  });
});

test.describe('sign-in', () => {
  for (const [how, login] of [
    ['e-mail', DEMO_PERSONAL],
    ['phone', DEMO_PERSONAL_PHONE],
  ] as const) {
    test(`the personal demo customer signs in with their ${how}`, async ({ page }) => {
      await signIn(page, login);
      await expectSignedInFrame(page);
      await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${DEMO_PERSONAL_NAME}`);
    });
  }

  test('a wrong password is refused with a message and no session', async ({ page }) => {
    await signIn(page, DEMO_PERSONAL, 'Wrong-Pass-2026');
    await expect(formAlert(page)).toHaveText('Invalid e-mail/phone or password.');
    await expect(page).toHaveURL(/\/login$/);
    await expectLoggedInAreaClosed(page);
  });

  test('after the anonymous redirect, sign-in returns the customer to the page asked for', async ({ page }) => {
    await page.goto('/Summary');
    await expectOnLogin(page, '/Summary');
    await submitSignIn(page, DEMO_PERSONAL);
    await expectPage(page, '/Summary', 'Summary');
  });
});
