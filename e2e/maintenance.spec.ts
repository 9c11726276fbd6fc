import { expect, test } from '@playwright/test';
import { formatDateTime, siteTimeZone } from '../lib/i18n/date-format';
import { DEMO_PERSONAL, expectSignedInFrame, message, operator, signIn } from './support';

/** Long enough for every instance's cache of the state (5 s) to run out. */
const SETTLE_MS = 6_000;

// Whatever happened, the specs after these find the site up: off, and every instance's cache run out.
test.afterEach(async () => {
  operator('maintenance', 'off');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
});

test('maintenance on: pages answer 503 with the notice in the visitor language, the API 503 in the envelope, health 200; off ends it', async ({
  page,
  request,
}) => {
  const until = new Date(Date.now() + 90 * 60_000).toISOString();
  operator('maintenance', 'on', 'Moving to a new data centre.', '--until', until);
  await page.waitForTimeout(SETTLE_MS);

  const home = await page.goto('/Home');
  expect(home?.status()).toBe(503);
  expect(Number(home?.headers()['retry-after'])).toBeGreaterThan(60 * 60);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'maintenance.title'));
  await expect(page.getByTestId('maintenance')).toContainText('Moving to a new data centre.');
  // In the visitor's zone (the site's country), in the one format of the language.
  await expect(page.getByTestId('maintenance-end')).toContainText(formatDateTime(until, 'en', siteTimeZone('en')));

  const czech = await page.goto('/cs/Dashboard_new');
  expect(czech?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('cs', 'maintenance.title'));

  const api = await request.post('/api/user/v1/login', {
    headers: { clienttoken: 'kryptomat-web-client-2026' },
    data: { login: DEMO_PERSONAL, password: 'wrong password' },
  });
  expect(api.status()).toBe(503);
  expect((await api.json()).message).toContain('Moving to a new data centre.');
  expect((await request.get('/api/health')).status()).toBe(200);

  operator('maintenance', 'off');
  await page.waitForTimeout(SETTLE_MS);
  expect((await page.goto('/Home'))?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/Home');
});

test('a planned window shows signed-in customers a banner while the site stays up', async ({ page }) => {
  operator('maintenance', 'on', 'Card provider switch.', '--from', new Date(Date.now() + 24 * 3600_000).toISOString());
  await page.waitForTimeout(SETTLE_MS);

  await signIn(page, DEMO_PERSONAL);
  await expectSignedInFrame(page);

  await expect(page.getByTestId('maintenance-banner')).toContainText('Card provider switch.');
});
