import { test } from '@playwright/test';
import { BRAND, DEMO_CORPORATE, expectOnLogin, expectPage, expectTheme, signInToDashboard } from './support';

test.describe('anonymous visitors of logged-in routes go to /login', () => {
  const cases = [
    { url: '/Dashboard_new', next: '/Dashboard_new' },
    // The route name is matched case-insensitively and put into its canonical spelling first.
    { url: '/summary', next: '/Summary' },
    { url: '/Accountdetails/5', next: '/Accountdetails/5' },
  ];
  for (const { url, next } of cases) {
    test(`${url} → /login?next=${next}`, async ({ page }) => {
      await page.goto(url);
      await expectOnLogin(page, next);
    });
  }
});

test.describe('unknown first segment', () => {
  for (const url of ['/no-such-page', '/FooBar/x']) {
    test(`${url} → /Home in the light theme`, async ({ page }) => {
      await page.goto('/Home');
      await expectTheme(page, 'dark');
      await page.goto(url);
      await expectPage(page, '/Home', `${BRAND}: bitcoin ATMs and crypto accounts`);
      await expectTheme(page, 'light');
    });
  }
});

test.describe('known routes in other letter case', () => {
  test('/LOGIN reaches the sign-in page', async ({ page }) => {
    await page.goto('/LOGIN');
    await expectOnLogin(page);
  });

  test('/SUMMARY reaches the summary of a signed-in customer', async ({ page }) => {
    await signInToDashboard(page, DEMO_CORPORATE);
    await page.goto('/SUMMARY');
    await expectPage(page, '/Summary', 'Summary');
  });
});
