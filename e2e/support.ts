import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Pass-2026';
export const DEMO_PERSONAL = 'demo@kryptomat.test';
export const DEMO_CORPORATE = 'corporate@kryptomat.test';
export const DEMO_LEGACY = 'legacy@kryptomat.test';

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail or phone').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSignedInFrame(page: Page) {
  await expect(page).toHaveURL(/\/Dashboard_new$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
}
