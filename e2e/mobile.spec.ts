import { expect, test, type Page } from '@playwright/test';
import { DEMO_PERSONAL, message, signInToDashboard } from './support';

/** A phone's width: below Tailwind's `sm` (640 px) the data tables are stacked cards. */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Everything a 390 px screen cuts: a table wider than its box (its columns beyond the edge), a cell whose content is
 * wider than the cell, and the page scrolling sideways. Hidden tables and cells (no boxes) are not looked at.
 */
function cutContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const name = (element: Element) => element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.tagName;
    for (const table of document.querySelectorAll('table')) {
      if (table.getClientRects().length === 0) continue;
      const box = table.parentElement!;
      if (table.offsetWidth > box.clientWidth) cut.push(`${name(table)}: ${table.offsetWidth} px in a ${box.clientWidth} px box`);
      for (const cell of table.querySelectorAll<HTMLElement>('td, th')) {
        if (cell.getClientRects().length === 0) continue;
        if (cell.scrollWidth > cell.clientWidth) cut.push(`${name(table)} "${cell.innerText}": ${cell.scrollWidth} > ${cell.clientWidth}`);
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) cut.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    return cut;
  });
}

const PAGES_WITH_TABLES = [
  { path: '/Account', table: 'accounts' },
  { path: '/Allaccountstransactions', table: 'all-transactions' },
  { path: '/Allaccountsbalances', table: 'all-balances' },
  { path: '/Transactions', table: null },
  { path: '/Transactions_box', table: null },
  { path: '/Specificaccountstatement', table: null },
  { path: '/Transactions_crypto_exchange', table: null },
  { path: '/Accountboxes_earning_account', table: null },
  { path: '/Kyc', table: null },
  { path: '/Summary', table: null },
  { path: '/Crypto_rates', table: 'rates-table' },
  { path: '/Pricing-Plan', table: null },
];

test('at 390 px no table cell is cut and no page scrolls sideways, in English and Czech', async ({ page }) => {
  await signInToDashboard(page, DEMO_PERSONAL);
  for (const prefix of ['', '/cs']) {
    for (const { path, table } of PAGES_WITH_TABLES) {
      await page.goto(`${prefix}${path}`);
      if (table) await expect(page.getByTestId(table)).toBeVisible();
      expect(await cutContent(page), `${prefix}${path}`).toEqual([]);
    }
  }
});

test('on a phone a table row is a card: each value under its column heading', async ({ page }) => {
  await signInToDashboard(page, DEMO_PERSONAL);
  await page.goto('/Account');
  const table = page.getByTestId('accounts');
  const headings = await table.locator('thead th').allInnerTexts();
  const labels = await table
    .getByTestId('account-EUR-available')
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content.replaceAll('"', '')));
  expect(labels).toEqual(headings);
  expect(labels).toContain(message('en', 'accounts.balance'));
  await expect(table.locator('thead')).toBeHidden();
});

/** The selected language's name fits the picker: its text's width (in the picker's font) within the room the picker gives it. */
async function pickerFitsItsText(page: Page) {
  return page
    .getByTestId('language-switch')
    .first()
    .evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = select.selectedOptions[0]!.text;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      // Chromium draws the drop-down arrow inside the content box: about 16 px of it is not room for text.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
      return { name: select.selectedOptions[0]!.text, fits: text <= room, text: Math.ceil(text), room };
    });
}

test('the language picker shows the whole name of the language at 390 px', async ({ page }) => {
  await page.goto('/cs/Home');
  expect(await pickerFitsItsText(page)).toMatchObject({ name: 'Čeština', fits: true });
  await signInToDashboard(page, DEMO_PERSONAL);
  for (const prefix of ['', '/cs']) {
    await page.goto(`${prefix}/Account`);
    expect(await pickerFitsItsText(page)).toMatchObject({ fits: true });
    expect(await cutContent(page)).toEqual([]);
  }
});

test('My accounts at 390 px, English dark and Czech light (screenshots for docs/screenshots)', async ({ page, context }, testInfo) => {
  await signInToDashboard(page, DEMO_PERSONAL);
  for (const [prefix, theme, file] of [
    ['', 'dark', 'my-accounts-390-en-dark.png'],
    ['/cs', 'light', 'my-accounts-390-cs-light.png'],
  ] as const) {
    await context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
    await page.goto(`${prefix}/Account`);
    expect(await page.locator('html').evaluate((html) => html.classList.contains('dark'))).toBe(theme === 'dark');
    await expect(page.getByTestId('accounts')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
  }
});
