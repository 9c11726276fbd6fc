import { expect, test } from '@playwright/test';
import {
  BRAND,
  DEMO_CORPORATE,
  expectPage,
  expectTheme,
  htmlElement,
  message,
  openProfileMenu,
  sideMenu,
  signInToDashboard,
} from './support';

const MENU_GROUPS = ['Accounts', 'Transactions', 'My profile', 'Messages', 'Help'];
const HELP_LINKS = ['Book a meeting', 'User FAQ', 'Contact the service desk', 'Claim form'];

test.describe('frame on a wide screen', () => {
  test.beforeEach(({ page }) => signInToDashboard(page, DEMO_CORPORATE));

  test('the side menu has the dashboard link and every group', async ({ page }) => {
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const group of MENU_GROUPS) await expect(menu.getByRole('button', { name: group })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('on /Summary the My profile group is open and Summary is the current page', async ({ page }) => {
    await page.goto('/Summary');
    const menu = sideMenu(page);
    await expect(menu.getByRole('button', { name: 'My profile' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Accounts' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('with no help services configured, the help links open the help centre in place, never another host', async ({ page }) => {
    const menu = sideMenu(page);
    await menu.getByRole('button', { name: 'Help' }).click();
    for (const name of HELP_LINKS) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', /^\/Help_center([?#]|$)/);
      await expect(link).not.toHaveAttribute('target', '_blank');
    }
    await menu.getByRole('link', { name: /^Contact the service desk/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Help_center' && url.hash === '#contact');
    await expect(page.getByTestId('help-contact')).toBeVisible();
  });

  test('the logo links to /Home and explains the beta', async ({ page }) => {
    const logo = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${BRAND} beta`) });
    const tooltipText = `${BRAND} is in beta: risk only small amounts.`;
    await expect(logo).toHaveAttribute('href', '/Home');
    await expect(logo).toHaveAccessibleDescription(tooltipText);
    await logo.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText(tooltipText);
  });

  test('the profile menu has Profile, leading to /Editprofile, and Log out', async ({ page }) => {
    const menu = await openProfileMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Log out']);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expectPage(page, '/Editprofile', 'Edit profile');
  });
});

test.describe('frame on a small screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu hides behind a button, opens as a drawer and closes after a click', async ({ page }) => {
    await signInToDashboard(page, DEMO_CORPORATE);
    await expect(sideMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'My profile' }).click();
    await drawer.getByRole('link', { name: 'Summary' }).click();
    await expectPage(page, '/Summary', 'Summary');
    await expect(drawer).toBeHidden();
  });
});

test.describe('theme and language', () => {
  test('the theme toggle switches the html class and survives a reload', async ({ page }) => {
    await page.goto('/Home');
    await expectTheme(page, 'dark');
    for (const [button, theme] of [
      ['Switch to light theme', 'light'],
      ['Switch to dark theme', 'dark'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expectTheme(page, theme);
      await page.reload();
      await expectTheme(page, theme);
    }
  });

  test('switching to Deutsch moves to /de/… and the saved choice survives an unprefixed URL', async ({ page }) => {
    await signInToDashboard(page, DEMO_CORPORATE);
    await page.getByTestId('language-switch').selectOption({ label: 'Deutsch' });
    await expect(page).toHaveURL(/\/de\/Dashboard_new$/);
    await expect(htmlElement(page)).toHaveAttribute('lang', 'de');
    await expect(sideMenu(page).getByRole('button', { name: message('de', 'menu.profile') })).toBeVisible();
    await page.goto('/cardmanagement');
    await expectPage(page, '/de/cardmanagement', message('de', 'routes.cardManagement'));
    await expect(htmlElement(page)).toHaveAttribute('lang', 'de');
  });
});
