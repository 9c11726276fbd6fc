import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_PERSONAL,
  expectSignedInFrame,
  expectSnackbar,
  formAlert,
  logOut,
  message,
  openForm,
  waitForHydration,
} from './support';

/**
 * Social sign-in against the two local OpenID Connect providers that playwright.config.ts starts
 * (scripts/oidc-dev-provider.mjs). Provider names as OIDC_1_NAME / OIDC_2_NAME there.
 */
const PROVIDER_ONE = 'Dev ID One';
const PROVIDER_TWO = 'Dev ID Two';

const continueWith = (page: Page, provider: string, locale = 'en') =>
  page.getByRole('button', { name: message(locale, 'social.continueWith', { provider }) });

/** A provider account no earlier run has linked (the database of a reused server keeps links). */
const freshProviderAccount = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** On the provider's own login page (another origin): sign in as `username`. */
async function signInAtProvider(page: Page, username: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('configured providers show on /login; a first sign-in links to the demo customer by password, the next one signs in directly', async ({
  page,
}) => {
  const username = freshProviderAccount();
  await openForm(page, '/login');
  await expect(continueWith(page, PROVIDER_ONE)).toBeVisible();
  await expect(continueWith(page, PROVIDER_TWO)).toBeVisible();

  await continueWith(page, PROVIDER_ONE).click();
  await signInAtProvider(page, username);

  // Back on the app: the linking step says which provider account was used.
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'social.linkTitle', { provider: PROVIDER_ONE }) })).toBeVisible();
  await expect(page.getByTestId('social-link-account')).toContainText(`${username}@social.example.test`);
  await waitForHydration(page);
  await page.getByLabel('E-mail or phone').fill(DEMO_PERSONAL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: message('en', 'social.linkAndSignIn') }).click();
  await expectSignedInFrame(page);

  await logOut(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await waitForHydration(page);

  // The provider still has its session: no login page this time, and no linking step.
  await continueWith(page, PROVIDER_ONE).click();
  await expectSignedInFrame(page);

  // /Settings lists the link and can end it.
  await page.goto('/Settings');
  const linked = page.getByTestId('social-identity').filter({ hasText: PROVIDER_ONE });
  await expect(linked).toContainText(`${username}@social.example.test`);
  await linked.getByRole('button', { name: message('en', 'social.unlink') }).click();
  await expectSnackbar(page, 'success', message('en', 'social.unlinked'));
  await expect(page.getByTestId('social-identity').filter({ hasText: `${username}@` })).toHaveCount(0);
});

test('a sign-in cancelled at the provider ends on /login with the reason, and /auth then has nothing to link', async ({ page }) => {
  await openForm(page, '/login');
  await continueWith(page, PROVIDER_TWO).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('social_error') === 'cancelled');
  await expect(formAlert(page)).toHaveText(message('en', 'social.errors.cancelled'));

  await page.goto('/auth');
  await expect(page.getByTestId('social-link-expired')).toHaveText(message('en', 'social.expiredBody'));
});

test('linking by a code e-mailed to the customer (read from the demo outbox), in German', async ({ page }) => {
  await openForm(page, '/de/login');
  await continueWith(page, PROVIDER_TWO, 'de').click();
  await signInAtProvider(page, freshProviderAccount());

  await expect(page).toHaveURL((url) => url.pathname === '/de/auth');
  await waitForHydration(page);
  await page.getByLabel(message('de', 'social.email', { brand: 'Kryptomat' })).fill(DEMO_PERSONAL);
  await page.getByRole('button', { name: message('de', 'social.sendCode') }).click();
  await expect(page.getByTestId('social-code-sent')).toHaveText(message('de', 'social.codeSent', { brand: 'Kryptomat' }));

  const code = await latestOutboxCode(page);
  await page.getByLabel(message('de', 'social.code')).fill(code);
  await page.getByRole('button', { name: message('de', 'social.confirmCode') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/Dashboard_new');
});

/** The code in the newest message on /demo-outbox (demo mode keeps every e-mail the app sent there). */
async function latestOutboxCode(page: Page): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/demo-outbox');
  const newest = outbox.getByTestId('outbox-message').first();
  await expect(newest).toContainText(DEMO_PERSONAL);
  const text = await newest.locator('pre').innerText();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, 'a six-digit code on /demo-outbox').toBeDefined();
  return code!;
}

test('a new provider account opens its own account: /userinfo first, the customer area refused until its details are in, then where it was going', async ({
  page,
  context,
}) => {
  const username = freshProviderAccount();
  // Sent to /login from a page of the customer area: that page is where the customer ends up.
  await page.goto('/Transactions');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/Transactions');
  await waitForHydration(page);
  await continueWith(page, PROVIDER_ONE).click();
  await signInAtProvider(page, username);

  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await waitForHydration(page);
  await page.getByRole('button', { name: message('en', 'social.createWith', { provider: PROVIDER_ONE }) }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/userinfo' && url.searchParams.get('next') === '/Transactions');
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'userInfo.title') })).toBeVisible();
  await expect(page.getByTestId('userinfo-intro')).toContainText(`${username}@social.example.test`);

  // The dashboard, asked for directly, is refused: the server sends the customer back here.
  const other = await context.newPage();
  await other.goto('/Dashboard_new');
  await expect(other).toHaveURL((url) => url.pathname === '/userinfo');
  await other.close();

  await waitForHydration(page);
  await page.getByRole('button', { name: message('en', 'userInfo.submit') }).click();
  await expect(page.getByLabel(message('en', 'registration.firstName'))).toHaveAccessibleDescription(message('en', 'validation.required'));

  await page.getByLabel(message('en', 'registration.firstName')).fill('Ada');
  await page.getByLabel(message('en', 'registration.lastName')).fill('Newcomer');
  await page.getByLabel(message('en', 'registration.phoneCountry')).selectOption('CZ');
  // A number no earlier run has used (a reused server keeps its accounts).
  await page.getByLabel(message('en', 'registration.phone')).fill(`7${String(Date.now()).slice(-8)}`);
  await page.getByLabel(message('en', 'editProfile.residenceCountry')).selectOption('SK');
  await page.getByRole('button', { name: message('en', 'userInfo.submit') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/Transactions');
  await page.goto('/Dashboard_new');
  await expectSignedInFrame(page);
});
