import { expect, test, type APIRequestContext } from '@playwright/test';
import { BRAND, message } from './support';
import { inLocale, locales, publicPages, sitemapPaths } from './public-pages';

/** The head's canonical link, hreflang alternates and robots meta of a page, from its HTML. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => ({
    rel: /\brel="([^"]*)"/i.exec(tag)?.[1],
    hreflang: /\bhreflang="([^"]*)"/i.exec(tag)?.[1],
    href: /\bhref="([^"]*)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&'),
  }));
  return {
    status: response.status(),
    html,
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang!, link.href!]),
    ),
    noindex: /<meta name="robots" content="[^"]*noindex/i.test(html),
    title: /<title>([^<]*)<\/title>/i.exec(html)?.[1],
  };
}

test('every public route answers 200 in every language, in that language', async ({ request }) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  for (const { path } of await publicPages(request)) {
    for (const locale of locales) {
      const url = inLocale(path, locale);
      const response = await request.get(url, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${url}: ${response.status()}`);
      else if (!(await response.text()).includes(`<html lang="${locale}"`)) failures.push(`${url}: not in ${locale}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every URL of the sitemap answers 200, localized slugs and content pages included', async ({ request }) => {
  test.setTimeout(300_000);
  const paths = await sitemapPaths(request);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/de',
      '/de/Bitcoin_geldautomat',
      '/cs/kryptomaty',
      '/hu/Kripto_kripto_csere',
      '/sk/Darcekovy_poukaz_na_kryptomeny',
    ]),
  );
  const failures: string[] = [];
  for (const path of paths) {
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    if (status !== 200) failures.push(`${path}: ${status}`);
  }
  expect(failures).toEqual([]);
});

test('each indexable public page has a canonical URL and hreflang alternates that answer and point back', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  let checked = 0;
  for (const { path } of await publicPages(request)) {
    const head = await headOf(request, path);
    if (!head.canonical) {
      // Only pages kept out of search indexes (features not built yet, the demo outbox) may lack one.
      if (!head.noindex) problems.push(`${path}: no canonical link and not noindex`);
      continue;
    }
    checked++;
    if (Object.keys(head.alternates).sort().join() !== [...locales, 'x-default'].sort().join())
      problems.push(`${path}: hreflang ${Object.keys(head.alternates)}`);
    if (head.alternates.en !== head.canonical) problems.push(`${path}: canonical ${head.canonical} is not its English alternate`);
    // On localhost English is unprefixed, so the unprefixed x-default is the English page.
    if (head.alternates['x-default'] !== head.alternates.en) problems.push(`${path}: x-default ${head.alternates['x-default']}`);
    for (const locale of locales) {
      const alternate = head.alternates[locale];
      if (!alternate) continue;
      const there = await headOf(request, alternate.replace(baseURL!, ''));
      if (there.status !== 200 || there.canonical !== alternate)
        problems.push(`${alternate}: ${there.status}, canonical ${there.canonical}`);
    }
  }
  // On this branch: the landing page, the blog and press pages; the other pages join as their features land.
  expect(checked).toBeGreaterThanOrEqual(5);
  expect(problems).toEqual([]);
});

test.describe('localized slugs', () => {
  const cases = [
    { locale: 'de', slug: 'Bitcoin_geldautomat', canonical: 'Bitcoin_ATMs' },
    { locale: 'cs', slug: 'kryptomaty', canonical: 'Bitcoin_ATMs' },
    { locale: 'cs', slug: 'Smena_kryptomen', canonical: 'Crypto_to_crypto_swap' },
    { locale: 'de', slug: 'Krypto_zu_Krypto_Tausch', canonical: 'Crypto_to_crypto_swap' },
    { locale: 'hu', slug: 'Kripto_kripto_csere', canonical: 'Crypto_to_crypto_swap' },
    { locale: 'sk', slug: 'Darcekovy_poukaz_na_kryptomeny', canonical: 'Crypto_gift_voucher' },
    { locale: 'cs', slug: 'Darkovy_poukaz_na_kryptomeny', canonical: 'Crypto_gift_voucher' },
    { locale: 'de', slug: 'Krypto_Geschenkgutschein', canonical: 'Crypto_gift_voucher' },
    { locale: 'hu', slug: 'Kripto_ajandekutalvany', canonical: 'Crypto_gift_voucher' },
  ] as const;
  for (const { locale, slug, canonical } of cases) {
    test(`/${locale}/${slug} is the ${locale} page of /${canonical} and its hreflang ${locale} in the sitemap`, async ({ request }) => {
      const alias = await headOf(request, `/${locale}/${slug}`);
      const original = await headOf(request, `/${locale}/${canonical}`);
      expect(alias.status).toBe(200);
      expect(alias.html).toContain(`<html lang="${locale}"`);
      expect(alias.title).toBe(original.title);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const entry = new RegExp(`<url><loc>[^<]*/${canonical}</loc>.*?</url>`).exec(sitemap)?.[0] ?? '';
      expect(entry).toMatch(new RegExp(`hreflang="${locale}" href="[^"]*/${locale}/${slug}"`));
    });
  }
});

test.describe('sitemap and robots.txt per domain (Host header)', () => {
  const domains = [
    { host: 'kryptomat.sk', file: 'sitemap-sk.xml' },
    { host: 'www.kryptomat.gr', file: 'sitemap-gr.xml' },
    { host: 'kryptomat.hu', file: 'sitemap-hu.xml' },
    { host: 'kryptomat.at', file: 'sitemap-at.xml' },
    { host: 'kryptomat.pl', file: 'sitemap-pl.xml' },
  ];
  for (const { host, file } of domains) {
    test(`${host}: /sitemap.xml → /${file}, which lists that domain`, async ({ request }) => {
      const redirect = await request.get('/sitemap.xml', { headers: { host }, maxRedirects: 0 });
      expect(redirect.status()).toBe(307);
      expect(redirect.headers().location).toBe(`/${file}`);
      const sitemap = await request.get(`/${file}`, { headers: { host } });
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
      const xml = await sitemap.text();
      // PUBLIC_HOSTS of the test server is localhost only: an untrusted Host chooses the file, never the links,
      // which name the first public host in its own language layout (the integration tests cover trusted domains).
      expect(xml).toContain('<url><loc>https://localhost/Terms</loc>');
      expect(xml).toContain('hreflang="en" href="https://localhost/Terms"');
      expect(xml).not.toContain(host);
      const robots = await (await request.get('/robots.txt', { headers: { host } })).text();
      expect(robots).toContain(`Sitemap: https://localhost/${file}`);
    });
  }

  test('other hosts: /sitemap.xml is the default sitemap itself; another domain’s file is a 404', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/blog</loc>`);
    expect((await request.get('/sitemap-sk.xml', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('robots.txt opens the public site and closes the logged-in area and the API', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /Summary');
    expect(robots).toContain('Disallow: /*/Summary');
    expect(robots).toContain('Disallow: /Pricing$');
    expect(robots).not.toMatch(/Disallow: \/(blog|Home|Pricing-Plan)\b/);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('blog', () => {
  test('the list pages six posts with rel prev/next; a page past the end is a 404', async ({ page, request }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'blog.title') })).toBeVisible();
    await expect(page.getByTestId('post-card')).toHaveCount(6);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/blog\?page=2$/);
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByTestId('post-card')).toHaveCount(6);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/blog$/);
    await expect(page.getByTestId('page-status')).toHaveText(message('en', 'seo.pageStatus', { page: '2', count: '2' }));
    expect((await request.get('/blog?page=3')).status()).toBe(404);
    expect((await request.get('/blog?page=abc')).status()).toBe(404);
  });

  test('a post shows its date, author, reading time, body and related posts, with BlogPosting data', async ({ page }) => {
    await page.goto('/cs/blog');
    const first = page.getByTestId('post-card').first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('reading-time')).toHaveText(/\d/);
    await expect(page.getByTestId('post-body').locator('p')).toHaveCount(3);
    await expect(page.getByTestId('english-only')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: message('cs', 'blog.related') })).toBeVisible();
    await expect(page.getByTestId('post-card')).toHaveCount(3);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title, inLanguage: 'cs', url: page.url() });
  });

  test('without a German body the English one is shown, marked as English', async ({ page }) => {
    await page.goto('/de/blog');
    await page.getByTestId('post-card').first().getByRole('link').click();
    await expect(page.getByTestId('english-only')).toHaveText(message('de', 'blog.englishOnly'));
    await expect(page.getByTestId('post-body')).toHaveAttribute('lang', 'en');
  });
});

test.describe('press', () => {
  // The demo's outlets are fictional: an item without a page of its own offers no link to a placeholder host.
  test('an item shows outlet, date and language, and no link to an original the outlet does not have', async ({ page }) => {
    await page.goto('/they-wrote-about-us');
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'press.title') })).toBeVisible();
    await expect(page.getByTestId('press-card')).toHaveCount(6);
    const card = page.getByTestId('press-card').first();
    const outlet = (await card.locator('p').first().textContent())!;
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/they-wrote-about-us-details\/\d+$/);
    await expect(page.getByTestId('press-facts')).toContainText(outlet);
    await expect(page.getByTestId('press-body')).toHaveAttribute('lang', /^[a-z]{2}$/);
    await expect(page.getByRole('link', { name: message('en', 'press.readOriginal', { outlet }) })).toHaveCount(0);
  });
});

test('the landing page carries the brand as a schema.org Organization', async ({ page, baseURL }) => {
  for (const path of ['/', '/Home']) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: BRAND, url: `${baseURL}/`, logo: `${baseURL}/icon.svg`, areaServed: ['CZ', 'SK', 'GR'] });
  }
});
