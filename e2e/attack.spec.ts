import { expect, test, type Page } from '@playwright/test';
import { DEMO_PERSONAL, expectOnLogin, formAlert, signInToDashboard, submitRegistration, submitSignIn, uniqueEmail } from './support';

/** lib/env.ts's default, which the e2e server runs with. */
const CLIENT_TOKEN = 'kryptomat-web-client-2026';
const FORGED_SUBREQUEST = [
  'middleware',
  'proxy',
  'src/middleware:middleware:middleware:middleware:middleware',
  'proxy:proxy:proxy:proxy:proxy',
];
const INJECTIONS = ["' OR 1=1 --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE users; --"];

/** Collects every CSP violation a page reports, through the console and through the DOM event. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (entry) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(entry.text())) violations.push(entry.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** Fails the test on any alert, confirm or prompt: an injected handler that ran would open one. */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

test.describe('a forged x-middleware-subrequest header (CVE-2025-29927) opens nothing', () => {
  for (const forged of FORGED_SUBREQUEST) {
    test(`x-middleware-subrequest: ${forged}`, async ({ page, request }) => {
      for (const path of ['/Dashboard_new', '/Summary']) {
        const anonymous = await request.get(path, { headers: { 'x-middleware-subrequest': forged }, maxRedirects: 0 });
        expect(anonymous.status()).toBe(307);
        expect(new URL(anonymous.headers().location ?? '', 'http://x').pathname).toBe('/login');

        // With a made-up session cookie the proxy lets the request through: the page itself must refuse it.
        const faked = await request.get(path, {
          headers: { 'x-middleware-subrequest': forged, cookie: 'kt_session=forged' },
          maxRedirects: 0,
        });
        expect([307, 308]).toContain(faked.status());
        expect(new URL(faked.headers().location ?? '', 'http://x').pathname).toBe('/login');
      }

      const api = await request.get('/api/user/v1/viewuser/1', {
        headers: { 'x-middleware-subrequest': forged, clienttoken: CLIENT_TOKEN },
      });
      expect(api.status()).toBe(401);
      expect((await api.json()).data).toBeNull();

      await page.setExtraHTTPHeaders({ 'x-middleware-subrequest': forged });
      await page.goto('/Dashboard_new');
      await expectOnLogin(page, '/Dashboard_new');
      await expect(page.getByTestId('greeting')).toHaveCount(0);
    });
  }
});

test.describe('security headers', () => {
  test('every page carries a CSP with a fresh nonce per request, which Next puts on its scripts', async ({ request }) => {
    const nonces: string[] = [];
    for (const path of ['/Home', '/login', '/login', '/register']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const policy = directivesOf(response.headers()['content-security-policy'] ?? '');
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(policy.get('script-src')?.[1] ?? '')?.[1];
      expect(nonce).toBeDefined();
      nonces.push(nonce as string);
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      // Beside our own origin only the ATM map's default style and satellite tile hosts (lib/atms/map-styles.ts).
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.openfreemap.org', 'https://server.arcgisonline.com']);

      // JSON-LD data blocks (the landing page's Organization) are never executed, so they need no nonce.
      const scripts = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter(
        (tag) => !tag.includes('type="application/ld+json"'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test('pages and the proxy’s redirects carry the other headers; HSTS is left out on localhost', async ({ request }) => {
    for (const path of ['/Home', '/dashboard_new', '/Dashboard_new', '/no-such-page']) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('API answers are not sniffed and not stored', async ({ request }) => {
    const response = await request.get('/api/user/v1/viewautologoutbcm/1', { headers: { clienttoken: CLIENT_TOKEN } });
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('the public pages load, hydrate and run without a CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of ['/Home', '/register', '/login']) await page.goto(path);
    // The form validates in the browser only once React has hydrated, i.e. once Next's scripts were allowed.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('field-error').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a public page from the HTML cache gets a new nonce in its CSP and its scripts, and still hydrates', async ({ page, request }) => {
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/Pricing-Plan');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      const html = await response.text();
      answers.push({ cache: response.headers()['x-html-cache'], nonce, html });
    }
    expect(answers.map((answer) => answer.cache)).toEqual([expect.stringMatching(/^(miss|hit)$/), 'hit']);
    expect(answers[1]?.nonce).not.toBe(answers[0]?.nonce);
    expect(answers[1]?.html).toContain(`nonce="${answers[1]?.nonce}"`);
    expect(answers[1]?.html).not.toContain(answers[0]?.nonce);

    // A signed-in visitor is never answered from the cache.
    const signedIn = await request.get('/Pricing-Plan', { headers: { cookie: 'kt_session=anything' } });
    expect(signedIn.headers()['x-html-cache']).toBeUndefined();

    const violations = await watchCsp(page);
    const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/Pricing-Plan');
    await page.goto('/Pricing-Plan');
    expect((await served).headers()['x-html-cache']).toBe('hit');
    // The footer's newsletter form validates in the browser only once React has hydrated.
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('footer').getByTestId('field-error')).toHaveText('This field is required.');
    expect(violations).toEqual([]);
  });

  test('signing in and the dashboard with its polls run without a CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await signInToDashboard(page, DEMO_PERSONAL);
    await page.waitForResponse((response) => response.url().includes('/api/user/v1/viewuser/'));
    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('brute force', () => {
  test('repeated wrong passwords reach 429 with Retry-After, and the form says how long to wait', async ({ page, request }) => {
    const login = uniqueEmail('brute');
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    while (!retryAfter && statuses.length < 20) {
      const response = await request.post('/api/user/v1/login', {
        headers: { clienttoken: CLIENT_TOKEN },
        data: { login, password: `guess-${statuses.length}` },
      });
      statuses.push(response.status());
      if (response.status() === 429) retryAfter = response.headers()['retry-after'];
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);

    await page.goto('/login');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/v1/login'));
    await submitSignIn(page, login, 'one more guess');
    const refusal = await answer;
    expect(refusal.status()).toBe(429);
    const { message } = (await refusal.json()) as { message: string };
    expect(message).toMatch(/\d/);
    await expect(formAlert(page)).toHaveText(message);
  });
});

test.describe('injection strings in the forms are kept as text, never run or rendered as HTML', () => {
  for (const value of INJECTIONS) {
    test(`sign-in with ${JSON.stringify(value)}`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto('/login');
      await submitSignIn(page, value, value);
      await expect(page.getByTestId('field-error').first()).toBeVisible();
      await expect(page.getByLabel('E-mail or phone')).toHaveValue(value);

      // The same string as a password does reach the server, and comes back as an ordinary refusal.
      await page.getByLabel('E-mail or phone').fill(uniqueEmail('inject'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(formAlert(page)).toHaveText('Invalid e-mail/phone or password.');

      await expectNothingInjected(page, dialogs);
    });

    test(`sign-up with ${JSON.stringify(value)}`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto('/register');
      await submitRegistration(page, { profileType: 'Personal', email: value, password: value, confirmPassword: `${value}!` });
      await expect(page.getByTestId('field-error').first()).toBeVisible();
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(value);
      await expect(page).toHaveURL(/\/register$/);
      await expectNothingInjected(page, dialogs);
    });
  }

  async function expectNothingInjected(page: Page, dialogs: string[]) {
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(
      await page.locator('script').evaluateAll((scripts) => scripts.filter((script) => script.textContent?.includes('alert(1)')).length),
    ).toBe(0);
    expect(dialogs).toEqual([]);
  }
});
