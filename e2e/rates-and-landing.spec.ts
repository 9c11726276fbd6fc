import { expect, test, type Locator, type Page } from '@playwright/test';
import { bothThemesViolations, BRAND, expectPage, message, openForm, uniqueEmail } from './support';

/** The rates table's coins: the rows whose header is a symbol. Cells are found by column, as a reader finds them. */
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') });
const COLUMN = { name: 3, eur: 4, czk: 5, change: 6 } as const;
const cell = (row: Locator, column: keyof typeof COLUMN) => row.locator(`td:nth-child(${COLUMN[column]})`);
const columnTexts = (page: Page, column: keyof typeof COLUMN) =>
  page.getByTestId('rates-table').locator(`tbody td:nth-child(${COLUMN[column]})`).allTextContents();
const names = (page: Page) => columnTexts(page, 'name');
/**
 * The direction word a screen reader hears and the arrow the change shows (CSS generated content, hidden from speech),
 * on the change inside a cell (the cell's own ::before names its column on a phone).
 */
const spokenAndShown = (cellOfChange: Locator) =>
  cellOfChange
    .locator('.price-change')
    .evaluate((element) => [element.querySelector('.sr-only')?.textContent, getComputedStyle(element, '::before').content]);
/** Group separators and the space before a currency: Intl writes no-break and narrow no-break spaces. */
const SPACE = '[\\s\\u00a0\\u202f]';

test.describe('landing page', () => {
  test('says what the site offers, warns it is a beta and links each entry point to its route', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${BRAND}: bitcoin ATMs and crypto accounts`);
    await expect(page.getByTestId('beta-notice')).toContainText(message('en', 'pages.landing.betaBody', { brand: BRAND }));
    const hero = page.getByTestId('hero-actions');
    await expect(hero.getByRole('link', { name: message('en', 'pages.landing.ctaRegister') })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: message('en', 'pages.landing.ctaSwap') })).toHaveAttribute(
      'href',
      '/Crypto_to_crypto_swap',
    );
    const offers = page.getByTestId('offers');
    for (const [key, href] of [
      ['swap', '/Crypto_to_crypto_swap'],
      ['atms', '/Bitcoin_ATMs'],
      ['card', '/Crypto_Delivery'],
      ['voucher', '/Crypto_gift_voucher'],
      ['account', '/register'],
      ['check', '/Transaction_Check'],
    ] as const) {
      await expect(offers.getByRole('link', { name: message('en', `pages.landing.offers.${key}.cta`) })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('main').getByRole('link', { name: message('en', 'pages.landing.safetyReport') })).toHaveAttribute(
      'href',
      '/Report-Fraud',
    );
  });

  test('/Home is the same page, with live rates of the top coins in EUR and CZK that lead to the full table', async ({ page }) => {
    await page.goto('/Home');

    const strip = page.getByTestId('rates-strip');
    await expect(strip.getByTestId('strip-coin')).toHaveCount(6);
    await expect(strip.getByTestId('strip-coin').first()).toContainText('BTC');
    await expect(strip.getByTestId('strip-coin').first()).toContainText('€');
    await expect(strip.getByTestId('strip-coin').first()).toContainText('CZK');
    await expect(strip.getByTestId('rates-updated')).toBeVisible();
    await strip.getByRole('link', { name: message('en', 'rates.allRates') }).click();
    await expectPage(page, '/Crypto_rates', message('en', 'rates.title'));
  });

  test('in Czech the copy is Czech and the canonical address is /', async ({ page }) => {
    await page.goto('/cs/Home');
    await expect(page.getByTestId('beta-notice')).toContainText(message('cs', 'pages.landing.betaTitle'));
    await expect(page.getByRole('link', { name: message('cs', 'pages.landing.offers.atms.cta') })).toHaveAttribute(
      'href',
      '/cs/Bitcoin_ATMs',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cs$/);
  });
});

test.describe('crypto rates', () => {
  test('the table lists more than 50 coins with prices in EUR and CZK and a signed 24 h change', async ({ page }) => {
    await page.goto('/Crypto_rates');

    await expect(page.getByRole('heading', { name: message('en', 'rates.title'), level: 1 })).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThan(50);
    const btc = rows(page).first();
    await expect(btc.getByRole('rowheader')).toHaveText('BTC');
    await expect(cell(btc, 'eur')).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(cell(btc, 'czk')).toHaveText(new RegExp(`^CZK${SPACE}\\d{1,3}(,\\d{3})*\\.\\d{2}$`));
    // Colour is never the only cue: a spoken word, the sign and an arrow (not read out) say the direction.
    // The one percent-change format (lib/money): up to two decimals, "< 0.01 %" for a change too small to show.
    await expect(cell(btc, 'change')).toHaveText(/^(Up|Down|Unchanged)([+-]?\d+(\.\d{1,2})?|< 0\.01) %$/);
    const [word, arrow] = await spokenAndShown(cell(btc, 'change'));
    expect(arrow).toBe(`"${{ Up: '▲', Down: '▼', Unchanged: '■' }[word!]}" / ""`);
    await expect(page.getByTestId('rates-updated')).toBeVisible();
  });

  test('search by name or symbol through the URL, then clear it', async ({ page }) => {
    await page.goto('/Crypto_rates');

    await page.getByLabel(message('en', 'rates.searchLabel')).fill('bitcoin');
    await page.getByRole('button', { name: message('en', 'rates.search') }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/Crypto_rates' && url.searchParams.get('q') === 'bitcoin');
    await expect(rows(page)).toHaveCount(2);
    expect(await names(page)).toEqual(['Bitcoin', 'Bitcoin Cash']);
    await expect(page.getByTestId('rates-count')).toHaveText('2 cryptocurrencies of 56');

    await page.goto('/Crypto_rates?q=xyzzy');
    await expect(page.getByTestId('rates-no-match')).toHaveText(message('en', 'rates.noMatch', { query: 'xyzzy' }));
    await page.getByRole('link', { name: message('en', 'rates.clear') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Crypto_rates' && url.search === '');
    expect(await rows(page).count()).toBeGreaterThan(50);
  });

  test('column headers sort the table and say how it is sorted', async ({ page }) => {
    await page.goto('/Crypto_rates');
    const nameHeader = page.getByRole('columnheader', { name: message('en', 'rates.name') });

    await nameHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(ascending[0]).toBe('Aave');

    await nameHeader.getByRole('link').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(cell(rows(page).first(), 'name')).toHaveText('Zcash');

    const changeHeader = page.getByRole('columnheader', { name: message('en', 'rates.change') });
    await changeHeader.getByRole('link').click();
    await expect(changeHeader).toHaveAttribute('aria-sort', 'descending');
    const changes = (await columnTexts(page, 'change')).map((text) => Number(text.replace(/[^\d.+-]/g, '')));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });

  test('numbers are formatted the Czech way in Czech', async ({ page }) => {
    await page.goto('/cs/Crypto_rates');

    await expect(page.getByRole('heading', { name: message('cs', 'rates.title'), level: 1 })).toBeVisible();
    const btc = rows(page).first();
    await expect(cell(btc, 'eur')).toHaveText(new RegExp(`^\\d{1,3}(${SPACE}\\d{3})*,\\d{2}${SPACE}€$`));
    await expect(cell(btc, 'czk')).toHaveText(new RegExp(`^\\d{1,3}(${SPACE}\\d{3})*,\\d{2}${SPACE}Kč$`));
    await expect(cell(btc, 'change')).toHaveText(new RegExp(`^(Růst|Pokles|Beze změny)[+-]?\\d+,\\d{2}${SPACE}%$`));
    await expect(page.getByTestId('rates-updated')).toContainText('Aktualizováno');
  });

  test('numbers are formatted the German way in German', async ({ page }) => {
    await page.goto('/de/Crypto_rates');

    const btc = rows(page).first();
    await expect(cell(btc, 'eur')).toHaveText(new RegExp(`^\\d{1,3}(\\.\\d{3})*,\\d{2}${SPACE}€$`));
    await expect(cell(btc, 'czk')).toHaveText(new RegExp(`^\\d{1,3}(\\.\\d{3})*,\\d{2}${SPACE}CZK$`));
    await expect(page.getByRole('columnheader', { name: message('de', 'rates.marketCap') })).toBeVisible();
  });
});

test.describe('transaction check', () => {
  test('in Slovak: a missing value is refused in Slovak, an unknown address gives a clear empty state', async ({ page }) => {
    await openForm(page, '/sk/Transaction_Check');
    await expect(page.getByRole('heading', { name: message('sk', 'txCheck.title'), level: 1 })).toBeVisible();
    const field = page.getByLabel(message('sk', 'txCheck.queryLabel'));
    const submit = page.getByRole('button', { name: message('sk', 'txCheck.submit') });

    await submit.click();
    await expect(page.getByTestId('field-error')).toHaveText(message('sk', 'validation.required'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('bc1 <script>');
    await submit.click();
    await expect(page.getByTestId('field-error')).toHaveText(message('sk', 'txCheck.invalidQuery'));

    const address = 'bc1qnobodyhasthisaddress000000000000000';
    await field.fill(address);
    await submit.click();
    const empty = page.getByTestId('tx-empty');
    await expect(empty.getByRole('heading')).toHaveText(message('sk', 'txCheck.empty', { query: address }));
    await expect(empty.getByRole('heading')).toBeFocused();
    await expect(empty).toContainText(message('sk', 'txCheck.emptyHelp'));
  });
});

test.describe('fraud report', () => {
  test('a visitor reports fraud, sees the reference and gets it by e-mail', async ({ page }) => {
    const email = uniqueEmail('fraud');
    await openForm(page, '/Report-Fraud');
    await expect(page.getByRole('heading', { name: message('en', 'fraud.title'), level: 1 })).toBeVisible();
    const send = page.getByRole('button', { name: message('en', 'fraud.submit') });

    await send.click();
    await expect(page.getByTestId('field-error')).toHaveText([
      message('en', 'validation.required'),
      message('en', 'validation.required'),
      message('en', 'fraud.categoryRequired'),
      message('en', 'validation.required'),
    ]);

    await page.getByLabel(message('en', 'fraud.name')).fill('Jana Nováková');
    await page.getByLabel(message('en', 'fraud.email'), { exact: true }).fill(email);
    await page.getByLabel(message('en', 'fraud.category')).selectOption({ label: message('en', 'fraud.categories.fake_website') });
    await page.getByLabel(message('en', 'fraud.descriptionLabel')).fill('short');
    await send.click();
    await expect(page.getByTestId('field-error')).toHaveText(message('en', 'fraud.descriptionTooShort'));

    await page.getByLabel(message('en', 'fraud.descriptionLabel')).fill('A website at kryptomat-login.example copies your sign-in page.');
    await send.click();

    const received = page.getByTestId('fraud-received');
    await expect(received.getByRole('heading', { name: message('en', 'fraud.thanksTitle') })).toBeFocused();
    const reference = (await page.getByTestId('fraud-reference').textContent()) ?? '';
    expect(reference).toMatch(/^FR-[0-9A-Z]{10}$/);
    await expect(received).toContainText(message('en', 'fraud.thanksBody', { reference, email }));

    await page.goto('/demo-outbox');
    const mail = page.getByTestId('outbox-message').filter({ hasText: email }).first();
    await expect(mail).toContainText(message('en', 'fraud.mail.subject', { brand: BRAND, reference }));
    await expect(mail).toContainText(message('en', 'fraud.categories.fake_website'));
  });
});

// The page content only: the site header and footer belong to the public layout, which its own suite checks.
test.describe('accessibility of these pages (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/', '/Crypto_rates', '/Transaction_Check', '/Report-Fraud']) {
    test(`${path} in both themes`, async ({ page }) => {
      await openForm(page, path);
      const scope = { include: 'main', tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], everyImpact: true };
      expect(await bothThemesViolations(page, path, scope)).toEqual([]);
    });
  }
});
