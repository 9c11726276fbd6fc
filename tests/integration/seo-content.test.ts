import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { routes } from '@/lib/routes';
import { blogIndex, invalidateBlog } from '@/lib/server/content/blog';
import { getBlogListPage, getBlogPostPage, getPressItemPage, getPressListPage } from '@/lib/server/content/page';
import { invalidatePress } from '@/lib/server/content/press';
import { db, schema } from '@/lib/server/db';
import { demoPosts, demoPressItems, seedContent } from '@/lib/server/demo/content';
import { publicMetadata } from '@/lib/server/seo/metadata';
import { disallowedPaths, robotsFor } from '@/lib/server/seo/robots';
import { fixedPublicPaths, sitemapResponse } from '@/lib/server/content/sitemap';
import { organizationJsonLd } from '@/lib/server/seo/structured-data';
import { invalidateCached } from '@/lib/server/core';
import { resetDatabase } from '../support/db';
import { loadMessages } from '../support/messages';

// The pages read the request's language and host through next-intl and next/headers; here they are set per test.
let mockLocale: Locale = 'en';
let mockHost = 'localhost:3000';
jest.mock('next-intl/server', () => ({
  getLocale: async () => mockLocale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: mockLocale, messages: loadMessages(mockLocale), namespace: namespace as never }),
}));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: mockHost }) }));

// Read by lib/env.ts on first use, which comes after this line; given back for whatever runs next.
const savedPublicHosts = process.env.PUBLIC_HOSTS;
process.env.PUBLIC_HOSTS = 'localhost,kryptomat.sk,kryptomat.gr';
afterAll(() => {
  if (savedPublicHosts === undefined) delete process.env.PUBLIC_HOSTS;
  else process.env.PUBLIC_HOSTS = savedPublicHosts;
});

const NOT_FOUND = { digest: expect.stringContaining('404') };
const DEMO_ATMS = 3;

async function insertAtms() {
  const atm = (descriptionId: string, country: 'CZ' | 'SK' | 'GR', updatedAt: string) => ({
    descriptionId,
    name: descriptionId,
    country,
    city: 'City',
    address: 'Street 1',
    latitude: '50.000000',
    longitude: '14.000000',
    status: 'In operation' as const,
    canBuy: true,
    canSell: true,
    coins: ['BTC'],
    openingHours: 'Mo–Su 00:00–24:00',
    updatedAt: new Date(updatedAt),
  });
  await db()
    .insert(schema.atms)
    .values([
      atm('praha', 'CZ', '2026-05-01T10:00:00Z'),
      atm('bratislava', 'SK', '2026-08-01T10:00:00Z'),
      atm('athina', 'GR', '2026-07-01T10:00:00Z'),
    ]);
}

beforeEach(async () => {
  await resetDatabase();
  invalidateCached('');
  mockLocale = 'en';
  mockHost = 'localhost:3000';
  await seedContent(db());
  await insertAtms();
});

const newestFirst = [...demoPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('blog list', () => {
  test('six posts a page, newest first, in the visitor’s language', async () => {
    mockLocale = 'de';
    const first = await getBlogListPage(undefined);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.items.map((post) => post.title)).toEqual(newestFirst.slice(0, 6).map((post) => post.text.de.title));
    const second = await getBlogListPage('2');
    expect(second.items.map((post) => post.title)).toEqual(newestFirst.slice(6, 12).map((post) => post.text.de.title));
    expect(second.items.every((post) => post.lang === 'de')).toBe(true);
  });

  test.each([['3'], ['0'], ['-1'], ['1.5'], ['abc'], [['1', '2']]])('?page=%j is a 404', async (page) => {
    await expect(getBlogListPage(page)).rejects.toMatchObject(NOT_FOUND);
  });

  test('a post without the visitor’s language is listed in English; a scheduled post is not listed yet', async () => {
    const [englishOnly, scheduled] = await db()
      .insert(schema.blogPosts)
      .values([
        { slug: 'english-only', author: 'A', publishedAt: new Date(Date.now() - 1000) },
        { slug: 'scheduled', author: 'A', publishedAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning();
    await db()
      .insert(schema.blogPostTranslations)
      .values([
        { postId: englishOnly!.id, locale: 'en', title: 'Only in English', summary: 'S', body: 'B' },
        { postId: scheduled!.id, locale: 'en', title: 'Tomorrow', summary: 'S', body: 'B' },
      ]);
    mockLocale = 'sk';
    const [newest] = (await getBlogListPage(undefined)).items;
    expect(newest).toMatchObject({ title: 'Only in English', lang: 'en' });
    expect((await blogIndex('sk')).some((post) => post.title === 'Tomorrow')).toBe(false);
    await expect(getBlogPostPage(String(scheduled!.id))).rejects.toMatchObject(NOT_FOUND);
  });

  test('posts come from the cache until it is invalidated', async () => {
    const before = (await blogIndex('en')).length;
    const [row] = await db()
      .insert(schema.blogPosts)
      .values({ slug: 'new', author: 'A', publishedAt: new Date(Date.now() - 1000) })
      .returning();
    await db().insert(schema.blogPostTranslations).values({ postId: row!.id, locale: 'en', title: 'New', summary: 'S', body: 'B' });
    expect(await blogIndex('en')).toHaveLength(before);
    invalidateBlog();
    expect(await blogIndex('en')).toHaveLength(before + 1);
  });
});

describe('blog post', () => {
  const idOf = async (slug: string) => (await db().select().from(schema.blogPosts)).find((post) => post.slug === slug)!.id;

  test('a Czech visitor reads the Czech body, with reading time, related posts and BlogPosting data', async () => {
    mockLocale = 'cs';
    const id = await idOf('two-new-atms-in-bratislava');
    const { post, related, jsonLd } = await getBlogPostPage(String(id));
    const seed = demoPosts.find((candidate) => candidate.slug === 'two-new-atms-in-bratislava')!;
    expect(post).toMatchObject({ title: seed.text.cs.title, lang: 'cs', bodyLang: 'cs', author: seed.author });
    expect(post.paragraphs).toEqual(seed.text.cs.body!.split('\n\n'));
    expect(post.readingMinutes).toBe(1);
    expect(related).toHaveLength(3);
    expect(related.map((other) => other.id)).not.toContain(id);
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: seed.text.cs.title,
      inLanguage: 'cs',
      datePublished: '2026-03-05T08:00:00.000Z',
      author: { '@type': 'Person', name: seed.author },
      publisher: { '@type': 'Organization', name: 'Kryptomat' },
      url: `http://localhost:3000/cs/blog/${id}`,
    });
  });

  test('a German visitor gets the German title and the English body where German has none', async () => {
    mockLocale = 'de';
    const seed = demoPosts[0]!;
    const { post } = await getBlogPostPage(String(await idOf(seed.slug)));
    expect(post).toMatchObject({ title: seed.text.de.title, lang: 'de', bodyLang: 'en' });
    expect(post.paragraphs[0]).toBe(seed.text.en.body!.split('\n\n')[0]);
  });

  test('a body is text: markup in it stays characters, never elements', async () => {
    const [row] = await db()
      .insert(schema.blogPosts)
      .values({ slug: 'markup', author: 'A', publishedAt: new Date(Date.now() - 1000) })
      .returning();
    await db()
      .insert(schema.blogPostTranslations)
      .values({ postId: row!.id, locale: 'en', title: 'T', summary: 'S', body: '<script>alert(1)</script>\n\nSecond' });
    invalidateBlog();
    const { post } = await getBlogPostPage(String(row!.id));
    expect(post.paragraphs).toEqual(['<script>alert(1)</script>', 'Second']);
  });

  test.each([['9999'], ['abc'], ['1x'], ['0']])('/blog/%s is a 404', async (id) => {
    await expect(getBlogPostPage(id)).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('press', () => {
  test('lists the coverage newest first, six a page, and shows an item with its body and original link', async () => {
    const list = await getPressListPage(undefined);
    expect(list).toMatchObject({ page: 1, pageCount: 2 });
    const newest = [...demoPressItems].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
    expect(list.items[0]).toMatchObject({ title: newest.title, outlet: newest.outlet, language: newest.language });
    await expect(getPressListPage('3')).rejects.toMatchObject(NOT_FOUND);

    const { item, jsonLd } = await getPressItemPage(String(list.items[0]!.id));
    expect(item.paragraphs).toEqual(newest.body.split('\n\n'));
    expect(item.url).toBe(newest.url);
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: newest.title,
      inLanguage: newest.language,
      publisher: { name: newest.outlet },
      url: newest.url,
    });
  });

  test('a stored link that is not http(s) is not offered', async () => {
    const [row] = await db()
      .insert(schema.pressItems)
      .values({
        outlet: 'O',
        language: 'en',
        title: 'T',
        summary: 'S',
        body: 'B',
        url: 'javascript:alert(1)',
        publishedAt: new Date(Date.now() - 1000),
      })
      .returning();
    invalidatePress();
    expect((await getPressItemPage(String(row!.id))).item.url).toBe('');
  });

  test('an unknown item is a 404', async () => {
    await expect(getPressItemPage('999')).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('metadata', () => {
  test('canonical and hreflang name each language’s own slug; x-default is the domain’s unprefixed page', async () => {
    mockLocale = 'de';
    const metadata = await publicMetadata({ path: '/Crypto_gift_voucher', title: 'T', description: 'D' });
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3000/de/Krypto_Geschenkgutschein',
      languages: {
        en: 'http://localhost:3000/Crypto_gift_voucher',
        sk: 'http://localhost:3000/sk/Darcekovy_poukaz_na_kryptomeny',
        cs: 'http://localhost:3000/cs/Darkovy_poukaz_na_kryptomeny',
        el: 'http://localhost:3000/el/Crypto_gift_voucher',
        es: 'http://localhost:3000/es/Crypto_gift_voucher',
        ru: 'http://localhost:3000/ru/Crypto_gift_voucher',
        de: 'http://localhost:3000/de/Krypto_Geschenkgutschein',
        hu: 'http://localhost:3000/hu/Kripto_ajandekutalvany',
        'x-default': 'http://localhost:3000/Crypto_gift_voucher',
      },
    });
    expect(metadata.openGraph).toMatchObject({ url: 'http://localhost:3000/de/Krypto_Geschenkgutschein', locale: 'de_DE' });
  });

  test('on the .sk domain Slovak is unprefixed and a forged host never reaches the links', async () => {
    mockLocale = 'sk';
    mockHost = 'kryptomat.sk';
    const sk = await publicMetadata({ path: '/Bitcoin_ATMs', title: 'T', description: 'D' });
    expect(sk.alternates?.canonical).toBe('http://kryptomat.sk/Bitcoin_ATMs');
    expect(sk.alternates?.languages).toMatchObject({
      en: 'http://kryptomat.sk/en/Bitcoin_ATMs',
      cs: 'http://kryptomat.sk/cs/kryptomaty',
      de: 'http://kryptomat.sk/de/Bitcoin_geldautomat',
      'x-default': 'http://kryptomat.sk/Bitcoin_ATMs',
    });
    mockHost = 'evil.example';
    mockLocale = 'en';
    expect((await publicMetadata({ path: '/Terms', title: 'T', description: 'D' })).alternates?.canonical).toBe('https://localhost/Terms');
  });

  test('the Organization of the landing page', async () => {
    expect(await organizationJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kryptomat',
      url: 'http://localhost:3000/',
      logo: 'http://localhost:3000/icon.svg',
      areaServed: ['CZ', 'SK', 'GR'],
    });
  });
});

const sitemapXsd = [path.resolve('../shared/standards/sitemap.xsd'), '/work/shared/standards/sitemap.xsd'].find((file) => existsSync(file));
const xmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!xmllint || !sitemapXsd)
  console.warn(
    `Sitemap schema validation SKIPPED: ${!xmllint ? 'xmllint is not installed (apt-get install libxml2-utils)' : 'shared/standards/sitemap.xsd not found'}`,
  );

describe('sitemaps', () => {
  const fetchSitemap = (file: string, host: string, extra: Record<string, string> = {}) =>
    sitemapResponse(file, new Headers({ host, ...extra }));
  const urlsOf = (xml: string) =>
    [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>(.*?)<\/loc>/.exec(entry!)![1]!,
      lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(entry!)?.[1],
      alternates: Object.fromEntries([...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
    }));

  (xmllint && sitemapXsd ? test : test.skip)('the default sitemap is valid against the sitemaps.org schema', async () => {
    const xml = await (await fetchSitemap('sitemap.xml', 'localhost:3000')).text();
    // The schema processes foreign elements strictly and has no xhtml schema: the alternates are checked below.
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitemap-')), 'sitemap.xml');
    writeFileSync(file, xml.replace(/<xhtml:link [^>]*\/>/g, ''));
    expect(() => execFileSync('xmllint', ['--noout', '--schema', sitemapXsd!, file], { stdio: 'pipe' })).not.toThrow();
  });

  test('lists every public page, post, press item and ATM in all 8 languages with hreflang alternates', async () => {
    const response = await fetchSitemap('sitemap.xml', 'localhost:3000');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = urlsOf(await response.text());
    const pages = fixedPublicPaths.length + 2 + demoPosts.length + demoPressItems.length + DEMO_ATMS;
    expect(urls).toHaveLength(pages * 8);
    expect(fixedPublicPaths).toContain('/Crypto_rates');
    expect(fixedPublicPaths.some((p) => p.includes('[') || p === '/demo-outbox')).toBe(false);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(fixedPublicPaths).not.toContain('/Home');
    for (const fixed of [
      '/',
      '/de',
      '/Crypto_rates',
      '/blog',
      '/blog?page=2',
      '/they-wrote-about-us?page=2',
      '/es/Crypto_rates',
      '/de/Bitcoin_geldautomat',
      '/cs/kryptomaty',
    ]) {
      expect(locs).toContain(`http://localhost:3000${fixed}`);
    }
    const posts = await db().select().from(schema.blogPosts);
    const press = await db().select().from(schema.pressItems);
    const machines = await db().select().from(schema.atms);
    for (const post of posts)
      expect(urls.find((url) => url.loc === `http://localhost:3000/el/blog/${post.id}`)?.lastmod).toBe(
        post.publishedAt.toISOString().replace('.000Z', 'Z'),
      );
    for (const item of press) expect(locs).toContain(`http://localhost:3000/they-wrote-about-us-details/${item.id}`);
    for (const atm of machines)
      expect(urls.find((url) => url.loc === `http://localhost:3000/hu/Bitcoin_ATMs_Details/${atm.descriptionId}`)?.lastmod).toBe(
        atm.updatedAt.toISOString().replace('.000Z', 'Z'),
      );
    expect(urls.find((url) => url.loc === 'http://localhost:3000/Bitcoin_ATMs')?.lastmod).toBe('2026-08-01T10:00:00Z');

    const swap = urls.find((url) => url.loc === 'http://localhost:3000/hu/Kripto_kripto_csere')!;
    expect(swap.alternates).toEqual({
      en: 'http://localhost:3000/Crypto_to_crypto_swap',
      sk: 'http://localhost:3000/sk/Crypto_to_crypto_swap',
      cs: 'http://localhost:3000/cs/Smena_kryptomen',
      el: 'http://localhost:3000/el/Crypto_to_crypto_swap',
      es: 'http://localhost:3000/es/Crypto_to_crypto_swap',
      ru: 'http://localhost:3000/ru/Crypto_to_crypto_swap',
      de: 'http://localhost:3000/de/Krypto_zu_Krypto_Tausch',
      hu: 'http://localhost:3000/hu/Kripto_kripto_csere',
      'x-default': 'http://localhost:3000/Crypto_to_crypto_swap',
    });
    expect(urls.every((url) => Object.keys(url.alternates).length === 9 && Object.values(url.alternates).includes(url.loc))).toBe(true);
  });

  test('/sitemap.xml on the .sk domain redirects to its own file, which lists that domain with Slovak unprefixed', async () => {
    const redirect = await fetchSitemap('sitemap.xml', 'www.kryptomat.sk');
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('/sitemap-sk.xml');
    const urls = urlsOf(await (await fetchSitemap('sitemap-sk.xml', 'www.kryptomat.sk', { 'x-forwarded-proto': 'https' })).text());
    expect(urls.every((url) => url.loc.startsWith('https://www.kryptomat.sk/'))).toBe(true);
    expect(urls.map((url) => url.loc)).toEqual(
      expect.arrayContaining([
        'https://www.kryptomat.sk/Darcekovy_poukaz_na_kryptomeny',
        'https://www.kryptomat.sk/en/Crypto_gift_voucher',
      ]),
    );
    expect(urls[0]!.alternates['x-default']).toBe(urls[0]!.alternates.sk);
  });

  test('an untrusted host gets its domain’s file with the URLs of a trusted host of that domain', async () => {
    const urls = urlsOf(await (await fetchSitemap('sitemap-gr.xml', 'attacker.gr')).text());
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.loc.startsWith('https://kryptomat.gr/'))).toBe(true);
    expect(urls.map((url) => url.loc)).toEqual(expect.arrayContaining(['https://kryptomat.gr/', 'https://kryptomat.gr/en']));
  });

  test('another domain’s file, or an unknown one, is not served', async () => {
    expect((await fetchSitemap('sitemap-gr.xml', 'kryptomat.sk')).status).toBe(404);
    expect((await fetchSitemap('sitemap-sk.xml', 'localhost:3000')).status).toBe(404);
    expect((await fetchSitemap('sitemap-xx.xml', 'localhost:3000')).status).toBe(404);
  });
});

describe('robots.txt', () => {
  /** RFC 9309 matching: the longest matching rule wins; * is any run of characters, a final $ the end of the path. */
  function allowed(pathname: string, disallow: string[]): boolean {
    const matches = (rule: string) => {
      const anchored = rule.endsWith('$');
      const parts = (anchored ? rule.slice(0, -1) : rule).split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`^${parts.join('.*')}${anchored ? '$' : ''}`).test(pathname);
    };
    // Every disallow rule is longer than the one allow rule ("/"), so any match closes the path.
    return !disallow.some(matches);
  }

  test('points to the domain’s sitemap', () => {
    expect(robotsFor(new Headers({ host: 'kryptomat.sk' })).sitemap).toBe('http://kryptomat.sk/sitemap-sk.xml');
    expect(robotsFor(new Headers({ host: 'localhost:3000' })).sitemap).toBe('http://localhost:3000/sitemap.xml');
  });

  test('public and sign-in pages are open in every language; the logged-in area, the demo outbox and the API are closed', () => {
    const disallow = disallowedPaths('kryptomat');
    const prefixes = ['', '/de', '/el'];
    const concrete = (route: string) => route.replace(/\[[^\]]+\]/g, '7');
    for (const route of routes) {
      for (const prefix of prefixes) {
        const open = route.family !== 'app' && route.id !== 'demoOutbox';
        expect([route.path, allowed(`${prefix}${concrete(route.path)}`, disallow)]).toEqual([route.path, open]);
        if (!open) expect(allowed(`${prefix}${concrete(route.path)}?x=1`, disallow)).toBe(false);
      }
    }
    for (const alias of [
      '/Bitcoin_geldautomat',
      '/kryptomaty',
      '/kryptomat/praha',
      '/Pricing-Plan',
      '/blog/3',
      '/they-wrote-about-us?page=2',
    ]) {
      expect([alias, allowed(alias, disallow)]).toEqual([alias, true]);
    }
    expect(allowed('/api/user/v1/viewuser/1', disallow)).toBe(false);
  });
});
