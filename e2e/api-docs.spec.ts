import { expect, test, type Page } from '@playwright/test';
import { THEME_COOKIE } from '../lib/cookie-names';
import { bothThemesViolations, expectTheme, waitForHydration } from './support';

/** What the browser refused or failed on: CSP violations are console errors ("Refused to load/execute …"). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => errors.push(error.message.slice(0, 300)));
  return errors;
}

/** Asks for the interactive reference, as a reader does (it is not part of the page's first load). */
async function showReference(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Show every call (interactive reference)' }).click();
}

test('/api/openapi.json is an OpenAPI 3.1 document of the API', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths['/api/user/v1/login'] ?? {})).toEqual(['post']);
  expect(Object.keys(document.paths).length).toBeGreaterThan(60);
});

test('/api-docs renders the reference under the strict CSP, without serious axe findings in either theme, and fits 320 px', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: THEME_COOKIE, value: 'light', url: baseURL! }]);
  const errors = collectErrors(page);
  const response = await page.goto('/api-docs');
  expect(response?.status()).toBe(200);
  const scriptSrc = (response?.headers()['content-security-policy'] ?? '').split(';').find((rule) => rule.trim().startsWith('script-src'));
  expect(scriptSrc).toMatch(/'nonce-[^']+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  await expectTheme(page, 'light');

  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const reference = page.getByTestId('api-reference');
  // Swagger UI is a large chunk of its own, loaded only when the reader asks: none of it comes with the page.
  await expect(reference.locator('.opblock')).toHaveCount(0);
  await showReference(page);
  // Swagger UI ran (a script the CSP would refuse never draws) and read the document: the operations are listed.
  await expect(reference.locator('.opblock-summary-path', { hasText: /^\/api\/user\/v1\/login$/ })).toBeVisible({ timeout: 60_000 });
  expect(await reference.locator('.opblock').count()).toBeGreaterThan(60);
  // Read-only: no "Try it out" that would send calls without the client token.
  await expect(reference.getByRole('button', { name: 'Try it out' })).toHaveCount(0);

  expect(await bothThemesViolations(page, '/api-docs')).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(errors).toEqual([]);
});
