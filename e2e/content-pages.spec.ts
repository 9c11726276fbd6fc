import { expect, test, type Page } from '@playwright/test';
import { bothThemesViolations, BRAND, message, waitForHydration } from './support';

/** The content pages and the message group (under `pages`) each one reads. */
const PAGES = [
  { path: '/Cash_Withdrawals_Bitcoin_ATMs', group: 'cashWithdrawals' },
  { path: '/Bitkasa', group: 'bitkasa' },
  { path: '/Crypto_Merch', group: 'cryptoMerch' },
  { path: '/Bitcoin_Base', group: 'bitcoinBase' },
  { path: '/kiosk', group: 'kiosk' },
  { path: '/Terms', group: 'terms' },
  { path: '/Privacy', group: 'privacy' },
  { path: '/Help_center', group: 'helpCenter' },
  { path: '/Pricing-Plan', group: 'pricingPlan' },
];
/** The help desk link of lib/help-links.ts when none is configured (the e2e server sets no HELP_DESK_URL). */
const HELP_DESK_URL = '/Help_center#contact';

const text = (locale: string, key: string) => message(locale, key, { brand: BRAND });
const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const locale of ['en', 'sk', 'el']) {
  for (const { path, group } of PAGES) {
    const url = locale === 'en' ? path : `/${locale}${path}`;
    test(`${url} answers 200 with its title and hydrates without a console error`, async ({ page }) => {
      // A CSP violation, a hydration mismatch or a message missing in the browser all show up as console errors.
      const errors: string[] = [];
      page.on('console', (entry) => {
        if (entry.type() === 'error') errors.push(entry.text());
      });
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(heading1(page)).toHaveText(text(locale, `pages.${group}.title`));
      await expect(page).toHaveTitle(`${text(locale, `pages.${group}.metaTitle`)} | ${BRAND}`);
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  }
}

test.describe('help centre', () => {
  test('a search finds the answers that mention the word and marks it', async ({ page }) => {
    await page.goto('/Help_center');
    await page.getByLabel(text('en', 'content.search.label')).fill('Selfie');
    await page.getByRole('button', { name: text('en', 'content.search.submit') }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/Help_center' && url.searchParams.get('q') === 'Selfie');
    await expect(page.getByRole('status')).toHaveText('2 answers for “Selfie”');
    const answer = page.getByRole('group').filter({ hasText: text('en', 'pages.helpCenter.topics.verification.questions.levels.q') });
    await expect(answer).toContainText('identity document and a selfie');
    await expect(answer.locator('mark')).toHaveText('selfie');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: text('en', 'pages.helpCenter.topics.atms.title') }),
    ).toHaveCount(0);
  });

  test('a topic link keeps only that topic', async ({ page }) => {
    await page.goto('/Help_center');
    await page
      .getByRole('navigation', { name: text('en', 'content.search.topics') })
      .getByRole('link', { name: text('en', 'pages.helpCenter.topics.atms.title') })
      .click();
    await expect(page).toHaveURL((url) => url.searchParams.get('topic') === 'atms');
    // The topic, then the contact section every view of the help centre ends with.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      text('en', 'pages.helpCenter.topics.atms.title'),
      text('en', 'content.search.contactTitle'),
    ]);
    await expect(page.getByText(text('en', 'pages.helpCenter.topics.atms.questions.where.q'))).toBeVisible();
  });

  test('a search without results offers the service desk', async ({ page }) => {
    await page.goto('/Help_center?q=zzqxw');
    const empty = page.getByTestId('help-empty');
    await expect(empty.getByRole('heading', { name: text('en', 'content.search.noResultsTitle') })).toBeVisible();
    await expect(empty).toContainText('“zzqxw”');
    const desk = empty.getByRole('link', { name: text('en', 'content.search.contactDesk') });
    await expect(desk).toHaveAttribute('href', HELP_DESK_URL);
    await expect(desk).not.toHaveAttribute('target', '_blank');
    await empty.getByRole('link', { name: text('en', 'content.search.clear') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Help_center' && url.search === '');
    await expect(page.getByTestId('help-question').first()).toBeVisible();
  });

  test('the full FAQ is described for search engines, a search result is not', async ({ page }) => {
    await page.goto('/Help_center');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type'?: string;
      mainEntity?: unknown[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity?.length).toBeGreaterThanOrEqual(30);
    await page.goto('/Help_center?q=selfie');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form still works, in the visitor’s language and ignoring accents', async ({ page }) => {
      await page.goto('/sk/Help_center');
      await page.getByLabel(text('sk', 'content.search.label')).fill('BEZPECNOST');
      await page.getByLabel(text('sk', 'content.search.topic')).selectOption('account');
      await page.getByRole('button', { name: text('sk', 'content.search.submit') }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/sk/Help_center' && url.searchParams.get('topic') === 'account');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        text('sk', 'pages.helpCenter.topics.account.title'),
        text('sk', 'content.search.contactTitle'),
      ]);
      await expect(page.locator('mark').first()).toHaveText(/bezpečnos/i);
    });
  });
});

test('each pricing plan leads to its sign-up', async ({ page }) => {
  await page.goto('/Pricing-Plan');
  await expect(page.getByTestId('plan-advanced')).toContainText('€9.99');
  await expect(page.getByTestId('plan-pro')).toContainText('€29.99');
  for (const plan of ['basic', 'advanced', 'pro']) {
    const name = text('en', `plans.${plan}`);
    await expect(page.getByRole('link', { name: `Choose ${name}` })).toHaveAttribute('href', `/register/${plan}`);
  }
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await page.waitForURL((url) => url.pathname === '/register/pro');
  await expect(page.getByRole('button', { name: text('en', 'auth.register') })).toBeVisible();
});

test('pricing in Greek is written the Greek way and keeps the language on the way to sign-up', async ({ page }) => {
  await page.goto('/el/Pricing-Plan');
  await expect(page.getByTestId('plan-advanced')).toContainText('9,99');
  await expect(page.getByTestId('plan-basic').getByRole('link')).toHaveAttribute('href', '/el/register/basic');
});

test('the terms contents link to their sections', async ({ page }) => {
  await page.goto('/Terms');
  const contents = page.getByRole('navigation', { name: text('en', 'content.toc') });
  const title = text('en', 'pages.terms.sections.verification.title');
  await contents.getByRole('link', { name: `5. ${title}` }).click();
  await expect(page).toHaveURL((url) => url.hash === '#verification');
  await expect(page.getByRole('heading', { level: 2, name: `5. ${title}` })).toBeInViewport();
  await page
    .getByRole('region', { name: `5. ${title}` })
    .getByRole('link', { name: text('en', 'content.backToContents') })
    .click();
  await expect(contents).toBeInViewport();
  await expect(page.getByTestId('updated')).toHaveText('Last updated: Nov 1, 2026');
});

test('the merchandise is priced in euros and ordered by e-mail', async ({ page }) => {
  await page.goto('/Crypto_Merch');
  const hoodie = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: text('en', 'pages.cryptoMerch.items.hoodie.name') }) });
  await expect(hoodie).toContainText('€49.90');
  await expect(page.getByRole('link', { name: text('en', 'content.orderByEmail') })).toHaveAttribute(
    'href',
    'mailto:info@kryptomat.example',
  );
});

test('the cash withdrawal page leads to the ATM map', async ({ page }) => {
  await page.goto('/Cash_Withdrawals_Bitcoin_ATMs');
  await expect(page.getByRole('link', { name: text('en', 'content.openMap') })).toHaveAttribute('href', '/Bitcoin_ATMs');
  await expect(page.getByRole('region', { name: text('en', 'pages.cashWithdrawals.steps.title') }).getByRole('listitem')).toHaveCount(5);
});

// Only the pages' own content (main): the shared header and footer belong to the public layout's tests. Every finding
// counts here, whatever its impact.
for (const path of [...PAGES.map((entry) => entry.path), '/Help_center?q=zzqxw', '/Help_center?q=selfie']) {
  test(`${path} passes axe in both themes`, async ({ page }) => {
    await page.goto(path);
    expect(await bothThemesViolations(page, path, { include: 'main', everyImpact: true })).toEqual([]);
  });
}
