import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { THEME_COOKIE } from '../lib/cookie-names';
import { routes } from '../lib/routes';
import { DEMO_PERSONAL, expectAccessibleAt320, expectTheme, signInToDashboard } from './support';
import { publicPages, type PublicPage } from './public-pages';

const BLOCKING = new Set(['serious', 'critical']);
let pages: PublicPage[] = [];

test.beforeAll(async ({ request }) => {
  pages = await publicPages(request);
});

// One test per theme, looping over the pages: the list comes from lib/routes.ts and the sitemap at run time.
for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation on any public page, ${theme} theme`, async ({ page, context, baseURL }) => {
    test.setTimeout(pages.length * 15_000);
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    const failures: string[] = [];
    // A client component that reads a namespace its page does not send (lib/i18n/client-messages.ts) logs
    // MISSING_MESSAGE here and shows a key instead of a text; hydration mismatches and script errors land here too.
    const consoleErrors: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The map's tiles and style come from another host, unreachable here: the page degrades by design.
      const source = message.location().url;
      if (source && new URL(source).origin !== new URL(baseURL!).origin) return;
      consoleErrors.push(`${current}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${current}: ${error.message.slice(0, 300)}`));
    for (const { id, path } of pages) {
      current = path;
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBe(200);
      await expectTheme(page, theme);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
        const where = violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ');
        failures.push(`${path} (${id}): [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${where})`);
      }
    }
    expect(failures, `axe found serious or critical violations in the ${theme} theme:\n${failures.join('\n')}`).toEqual([]);
    expect(consoleErrors, `the browser console reported errors:\n${consoleErrors.join('\n')}`).toEqual([]);
  });
}

// WCAG 1.4.10 (reflow): at 320 CSS px nothing scrolls sideways but a wide table inside its own scroll region.
test('no public page scrolls sideways at 320 px', async ({ page }) => {
  test.setTimeout(pages.length * 5_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const { path } of pages) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 320) wide.push(`${path}: ${scrollWidth} px`);
  }
  expect(wide, `pages wider than the screen:\n${wide.join('\n')}`).toEqual([]);
});

// Every signed-in page without a path parameter (the frame included), as the demo customer, who has money on the books,
// so the pages show their lists and figures rather than only their empty states. Only pages are opened: nothing changes.
const signedInPaths = routes.filter((route) => route.family === 'app' && !route.path.includes('{')).map((route) => route.path);
for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation and no sideways scroll at 320 px on any signed-in page, ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000 + signedInPaths.length * 4_000);
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    await signInToDashboard(page, DEMO_PERSONAL);
    await expectAccessibleAt320(page, signedInPaths);
  });
}
