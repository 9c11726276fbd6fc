import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import type { Locale } from '../lib/i18n/config';
import { inLocale } from './public-pages';

/** Demo data of lib/server/db/seed.ts (DEMO_PASSWORD and BRAND_NAME are the defaults of lib/env.ts). */
export const BRAND = 'Kryptomat';
export const DEMO_PASSWORD = 'Demo-Pass-2026';
export const DEMO_PERSONAL = 'demo@kryptomat.test';
export const DEMO_PERSONAL_PHONE = '+420601234567';
export const DEMO_PERSONAL_NAME = 'Jana Nováková';
export const DEMO_CORPORATE = 'corporate@kryptomat.test';
export const DEMO_LEGACY = 'legacy@kryptomat.test';
/** The seeded auto-logout setting (id 1): on, 30 minutes, with this message. */
export const AUTO_LOGOUT_MESSAGE = 'For your security you were signed out after 30 minutes. Please sign in again.';

/** Spec section 3: every key the logout must clear. */
import { LEGACY_STORAGE_KEYS } from '../lib/browser/legacy-storage';

export { LEGACY_STORAGE_KEYS };

type Messages = { [key: string]: string | Messages };

/** A message file as it is now (translations change while the suite runs, so read it at test time). */
export function message(locale: string, key: string, values: Record<string, string> = {}): string {
  const file = path.join(__dirname, '..', 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  const text = key
    .split('.')
    .reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  if (typeof text !== 'string') throw new Error(`${key} is not a message of ${locale}.json`);
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{${name}}`, value), text);
}

/** A unique address per run and call, so sign-ups never collide with earlier runs or tests. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Fills and sends the sign-in form of the page that is already open (/login, possibly with ?next=). */
export async function submitSignIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail or phone').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await openForm(page, '/login');
  await submitSignIn(page, login, password);
}

/** Signs in and waits for the dashboard inside the frame. */
export async function signInToDashboard(page: Page, login: string, password = DEMO_PASSWORD) {
  await signIn(page, login, password);
  await expectSignedInFrame(page);
}

export async function expectSignedInFrame(page: Page) {
  await expect(page).toHaveURL(/\/Dashboard_new$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await waitForHydration(page);
}

/** The page's scripts have taken over (the root layout marks <html>): a control used before that may do nothing. */
export const waitForHydration = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

export interface RegistrationInput {
  profileType?: 'Personal' | 'Corporate';
  firstName?: string;
  lastName?: string;
  email?: string;
  /** An ISO country code of the country-code list, e.g. 'CZ'. */
  phoneCountry?: string;
  phone?: string;
  companyName?: string;
  companyIdNumber?: string;
  vatId?: string;
  companyAddress?: string;
  password?: string;
  confirmPassword?: string;
  terms?: boolean;
}

/** The message keys of the sign-up form's text fields' labels. */
const REGISTRATION_LABELS = {
  firstName: 'registration.firstName',
  lastName: 'registration.lastName',
  email: 'auth.email',
  phone: 'registration.phone',
  companyName: 'registration.companyName',
  companyIdNumber: 'registration.companyIdNumber',
  vatId: 'registration.vatId',
  companyAddress: 'registration.companyAddress',
  password: 'auth.password',
  confirmPassword: 'auth.confirmPassword',
} as const;

/** A Czech mobile number no earlier run or test has used (9 digits, 12 with +420). */
export function uniquePhone(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** A complete, valid sign-up of a new customer (unique e-mail and phone). */
export function validRegistration(profileType: 'Personal' | 'Corporate', overrides: RegistrationInput = {}): Required<RegistrationInput> {
  return {
    profileType,
    firstName: 'Eva',
    lastName: 'Tester',
    email: uniqueEmail(profileType.toLowerCase()),
    phoneCountry: 'CZ',
    phone: uniquePhone(),
    companyName: 'Tester Trading s.r.o.',
    companyIdNumber: '27074358',
    vatId: 'CZ27074358',
    companyAddress: 'Národní 1, 110 00 Praha 1',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    terms: true,
    ...overrides,
  };
}

/**
 * Fills the sign-up form of the open page (in `locale`) and sends it; fields left undefined stay untouched. The whole run
 * signs up from one address, more often than the per-address limit allows in an hour: the operator lifts that limit
 * first, as support would for an office behind one address.
 */
export async function submitRegistration(page: Page, input: RegistrationInput, locale: Locale = 'en') {
  operator('lift-limit', 'register-ip');
  if (input.profileType)
    await page.getByRole('radio', { name: message(locale, `auth.${input.profileType.toLowerCase()}`), exact: true }).check();
  if (input.phoneCountry !== undefined)
    await page.getByLabel(message(locale, 'registration.phoneCountry'), { exact: true }).selectOption(input.phoneCountry);
  for (const [field, key] of Object.entries(REGISTRATION_LABELS)) {
    const value = input[field as keyof typeof REGISTRATION_LABELS];
    const label = page.getByLabel(message(locale, key), { exact: true });
    // Company fields exist only for a corporate sign-up.
    if (value !== undefined && (await label.count()) > 0) await label.fill(value);
  }
  if (input.terms !== undefined) await page.getByRole('checkbox').setChecked(input.terms);
  await page.getByRole('button', { name: message(locale, 'auth.register') }).click();
}

/**
 * The 6-digit code of the newest e-mail or SMS to `recipient`, read on /demo-outbox in a second tab as the
 * customer reads their mailbox (the e2e server runs in demo mode: nothing leaves it, everything is listed).
 * `newerThan` waits for a code other than that one (after a resend).
 */
export async function codeFromOutbox(context: BrowserContext, recipient: string, newerThan?: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    let code: string | undefined;
    await expect(async () => {
      await outbox.goto('/demo-outbox');
      const latest = outbox.getByTestId('outbox-message').filter({ hasText: recipient }).first();
      code = /\b(\d{6})\b/.exec((await latest.locator('pre').textContent()) ?? '')?.[1];
      expect(code).toBeDefined();
      expect(code).not.toBe(newerThan);
    }).toPass({ timeout: 15_000 });
    return code!;
  } finally {
    await outbox.close();
  }
}

/** Types the code of the step that is open and sends it. */
export async function submitCode(page: Page, code: string, locale: Locale = 'en') {
  await page.getByLabel(message(locale, 'registration.code'), { exact: true }).fill(code);
  await page.getByRole('button', { name: message(locale, 'registration.verify'), exact: true }).click();
}

/** The e-mail step, then the SMS step, each with the code from /demo-outbox; ends on /completeregistration. */
export async function completeCodeSteps(page: Page, email: string, phone: string, locale: Locale = 'en') {
  await expect(page).toHaveURL((url) => url.pathname === inLocale('/loginemailverify', locale));
  await submitCode(page, await codeFromOutbox(page.context(), email), locale);
  await expect(page).toHaveURL((url) => url.pathname === inLocale('/loginphoneverify', locale));
  await submitCode(page, await codeFromOutbox(page.context(), phone), locale);
  await expect(page).toHaveURL((url) => url.pathname === inLocale('/completeregistration', locale));
}

/** Signs up through /register and both code steps, and follows the link to the dashboard; answers the e-mail. */
export async function registerCustomer(
  page: Page,
  profileType: 'Personal' | 'Corporate',
  overrides: RegistrationInput = {},
  plan?: 'advanced' | 'pro',
  locale: Locale = 'en',
) {
  const input = validRegistration(profileType, overrides);
  await openForm(page, inLocale(plan ? `/register/${plan}` : '/register', locale));
  await submitRegistration(page, input, locale);
  await completeCodeSteps(page, input.email, `+420${input.phone}`, locale);
  await page.getByRole('link', { name: message(locale, 'registration.toDashboard') }).click();
  return input.email;
}

/** Registers a new corporate customer (all steps) and returns the e-mail used. */
export const registerCorporate = (page: Page, email = uniqueEmail()) => registerCustomer(page, 'Corporate', { email });

/** The error message a form shows for itself (not for one field), as opposed to the snackbar copy. */
export const formAlert = (page: Page): Locator => page.getByTestId('form-alert');

/** On /login, optionally with the `next` path the anonymous redirect carries. */
export async function expectOnLogin(page: Page, next?: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && (next === undefined || url.searchParams.get('next') === next));
  await expect(page.getByRole('heading', { name: `Sign in to ${BRAND}` })).toBeVisible();
}

/** The wide-screen side menu (by test id, so it is found on pages in any language). */
/** At `pathname` (any query string), with the page's own level-1 heading shown. */
export async function expectPage(page: Page, pathname: string, heading: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Signed out by the app itself (not by the user): back on /login with the reason shown once. */
export async function expectSignedOutWith(page: Page, notice: string, timeout: number) {
  await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout });
  await expect(page.getByTestId('logout-notice')).toHaveText(notice);
}

/** The logged-in area is closed: a logged-in URL sends the visitor to /login (session cookie gone). */
export async function expectLoggedInAreaClosed(page: Page) {
  await page.goto('/Dashboard_new');
  await expectOnLogin(page, '/Dashboard_new');
  await expect(page.getByTestId('greeting')).toHaveCount(0);
}

export const sideMenu = (page: Page): Locator => page.getByTestId('side-menu');

export async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

export async function logOut(page: Page) {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
}

export const htmlElement = (page: Page): Locator => page.locator('html');

export async function expectTheme(page: Page, theme: 'dark' | 'light') {
  if (theme === 'dark') await expect(htmlElement(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(htmlElement(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

/** Every local-storage key of spec section 3 that is still set. */
export async function legacyKeysPresent(page: Page): Promise<string[]> {
  return page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), [...LEGACY_STORAGE_KEYS]);
}

/** A snackbar note (spec section 8): errors are alerts, successes status messages. */
export async function expectSnackbar(page: Page, kind: 'error' | 'success', text: string) {
  await expect(page.getByRole(kind === 'error' ? 'alert' : 'status').filter({ hasText: text })).toBeVisible();
}

/**
 * The code a standard authenticator app shows `steps` time steps from now, from otplib (independent of
 * the app's own TOTP code). The server accepts one step either side, so the next step's code is good
 * right after the current one was used, whichever side of a step boundary the request lands on.
 */
export const authenticatorCode = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The key of the setup guide's step 2, as a customer would type it into the app. */
async function manualKey(page: Page): Promise<string> {
  const key = (await page.getByTestId('totp-key').textContent()) ?? '';
  return key.replace(/\s/g, '');
}

export async function submitToggle(page: Page, button: 'Enable' | 'Disable', password: string, code: string) {
  // The form itself: /TwoSecurity has other password fields (adding and removing passkeys).
  const form = page.getByTestId(`twofactor-${button.toLowerCase()}`);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Authenticator code').fill(code);
  await form.getByRole('button', { name: button }).click();
}

/** Follows the guide on /TwoSecurity (already open) and answers the secret it showed. */
export async function enableTwoFactor(page: Page, password: string): Promise<string> {
  return (await enableTwoFactorKeepingCodes(page, password)).secret;
}

/** enableTwoFactor, answering also the ten recovery codes shown once after the code was accepted. */
export async function enableTwoFactorKeepingCodes(page: Page, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.getByTestId('twofactor-status')).toHaveText(message('en', 'twoFactor.statusOff'));
  await expect(page.getByRole('img', { name: message('en', 'twoFactor.qrAlt') })).toBeVisible();
  const secret = await manualKey(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await submitToggle(page, 'Enable', password, authenticatorCode(secret));
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  const recoveryCodes = await page.getByTestId('recovery-code').allTextContents();
  await page.getByRole('button', { name: message('en', 'twoFactor.recoveryContinue') }).click();
  // Its own step says what the next sign-in asks; its link leads back to /TwoSecurity, now showing 2FA on.
  await expectPage(page, '/authenabled', message('en', 'twoFactor.enabledTitle'));
  await expect(page.getByTestId('auth-enabled')).toHaveText(message('en', 'twoFactor.enabledNotice'));
  await page.getByRole('link', { name: message('en', 'twoFactor.backToSecurity') }).click();
  await expect(page.getByTestId('twofactor-status')).toContainText(message('en', 'twoFactor.statusOn'));
  return { secret, recoveryCodes };
}

/** Opens a page with a form and waits until React has hydrated it, so typed values are not reset. */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Runs the operator's command line (`npm run ops -- …`) against the e2e server's embedded database, as an operator
 * would: a deposit, a document review, a plan renewal. Returns what it printed.
 */
export function operator(...args: string[]): string {
  const port = process.env.E2E_PORT ?? '3100';
  return execFileSync(process.execPath, ['scripts/ops.mjs', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: '',
      OPERATOR: 'e2e',
      EMBEDDED_PG_DIR: `.data/e2e-${port}/pg`,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
      // The e2e server's regtest node (playwright.config.ts), for `chain faucet` and `chain mine`.
      REGTEST_DIR: `.data/e2e-${port}/litecoind`,
      // E-mails an operator's booking sends (a deposit's "funds added") link to the e2e server, as the server's own do.
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
  });
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** The axe rules whose answer depends on colours: the only ones a change of theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which part of the page axe audits, with which rules, and which findings count. */
export interface AxeScope {
  /** Only this part (a feature's own content, `main`), or everything but this part (the shared frame). */
  include?: string;
  exclude?: string;
  /** Only the rules of these tags (WCAG levels); every rule when absent. */
  tags?: string[];
  /** Every finding counts, not only the serious and critical ones. */
  everyImpact?: boolean;
}

/** axe's findings on the page as it stands now, one line each, named by element. */
export async function axeViolations(page: Page, label: string, scope: AxeScope & { rules?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  if (scope.rules) builder = builder.withRules(scope.rules);
  else if (scope.tags) builder = builder.withTags(scope.tags);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => scope.everyImpact || BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 150)} ${node.failureSummary?.slice(0, 200) ?? ''}`)
        .join(' | ');
      return `${label}: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${where})`;
    });
}

/**
 * Every rule of the scope in one theme (`everyRuleIn`, by default the one the page loaded in), the colour rules in the
 * other, switched on the loaded page the way the theme toggle does it (components/providers/theme.tsx): one visit covers
 * both themes. The page is left in the other theme.
 */
export async function bothThemesViolations(
  page: Page,
  label: string,
  scope: AxeScope = {},
  everyRuleIn?: 'dark' | 'light',
): Promise<string[]> {
  const loaded = (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
  const other = loaded === 'dark' ? 'light' : 'dark';
  const inTheme = (theme: 'dark' | 'light') =>
    axeViolations(page, `${label}, ${theme} theme`, theme === (everyRuleIn ?? loaded) ? scope : { ...scope, rules: COLOUR_RULES });
  const found = await inTheme(loaded);
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  await expectTheme(page, other);
  found.push(...(await inTheme(other)));
  return found;
}

/**
 * Opens a page and checks what only a browser shows: no serious or critical axe (WCAG) violation in either theme, at
 * the viewport the caller chose, and nothing that scrolls sideways at 320 CSS px (WCAG 1.4.10, reflow: only a wide
 * table scrolls, inside its own region). `statuses`: what the page may answer.
 */
export async function auditPage(page: Page, path: string, { label = path, statuses = [200] } = {}): Promise<string[]> {
  const response = await page.goto(path);
  expect(statuses, `${path} answers ${response?.status()}`).toContain(response?.status());
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const found: string[] = [];
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > 320) found.push(`${label}: ${scrollWidth} px wide at 320 px`);
  if (viewport) await page.setViewportSize(viewport);
  found.push(...(await bothThemesViolations(page, label)));
  return found;
}

/** Each signed-in page at 320 px wide, audited in both themes (auditPage). */
export async function expectAccessibleAt320(page: Page, paths: string[]) {
  await page.setViewportSize({ width: 320, height: 640 });
  const failures: string[] = [];
  for (const path of paths) failures.push(...(await auditPage(page, path)));
  expect(failures, `accessibility failures:\n${failures.join('\n')}`).toEqual([]);
}

/** The simulated card issuer's test cards (lib/server/payments): paid, declined, and one that asks for 3-D Secure. */
export const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0000 0000 3220' };

/** Fills the card fields of a public order form. */
export async function fillCard(page: Page, number: string) {
  const expiry = `12/${(new Date().getFullYear() + 3) % 100}`;
  await page.getByRole('main').getByLabel(message('en', 'payments.card.number')).fill(number);
  await page.getByRole('main').getByLabel(message('en', 'payments.card.expiry')).fill(expiry);
  await page.getByRole('main').getByLabel(message('en', 'payments.card.cvc')).fill('123');
}

/** The bell's number once both unread calls have answered (no badge: 0). */
export async function bellCount(page: Page) {
  await page.locator('[data-testid="bell"][data-settled="true"]').waitFor();
  const badge = page.getByTestId('bell-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** A new customer with bitcoin: 100 EUR deposited, 60 EUR of it moved into their BTC account through a quote. */
export async function customerWithBitcoin(page: Page) {
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '100', 'EUR');
  await page.goto('/Transferbetweenaccounts');
  const form = page.getByTestId('own-transfer-form');
  await form.getByLabel(message('en', 'ownTransfers.from'), { exact: true }).selectOption('EUR:available');
  await form.getByLabel(message('en', 'ownTransfers.to'), { exact: true }).selectOption('BTC:available');
  await form.getByLabel(message('en', 'ownTransfers.amount')).fill('60');
  await form.getByRole('button', { name: message('en', 'ownTransfers.getQuote') }).click();
  await page.getByTestId('confirm-own-transfer').click();
  await expect(page.getByTestId('own-transfer-done')).toContainText('BTC');
  return email;
}

/**
 * The cash-order form's machine, cash and coin, as a customer or a visitor picks them: the demo machine at Václavské
 * náměstí in Prague, then waits until the form has priced the coin's amount. The page must be open with openForm: the
 * fields reset to their defaults as the form hydrates, so an earlier choice would be lost.
 */
export async function chooseCashOrder(form: Locator, { cash, asset }: { cash: string; asset: string }) {
  await form.getByLabel(message('en', 'cashOrders.form.country')).selectOption('CZ');
  await form.getByLabel(message('en', 'cashOrders.form.city')).selectOption('Praha');
  await form.getByRole('radio', { name: 'Praha – Václavské náměstí Václavské náměstí 21, 110 00 Praha 1' }).check();
  await form.getByTestId('cash-order-cash').fill(cash);
  await form.getByTestId('cash-order-asset').selectOption(asset);
  await expect(form.getByTestId('cash-order-crypto')).toContainText(asset);
}
