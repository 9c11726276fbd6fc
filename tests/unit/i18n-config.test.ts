import { defaultLocaleForHost, domainRuleForHost, localizePath, normalizeLocale, type Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/server/core/request';
import { envFrom } from '../support/env';

describe('normalizeLocale', () => {
  test.each([
    ['en', 'en'],
    ['sk', 'sk'],
    ['cs', 'cs'],
    ['el', 'el'],
    ['es', 'es'],
    ['ru', 'ru'],
    ['de', 'de'],
    ['hu', 'hu'],
    // Legacy language codes of spec section 1.
    ['sl', 'sk'],
    ['cz', 'cs'],
    ['gr', 'el'],
    ['sp', 'es'],
    ['rus', 'ru'],
    ['grm', 'de'],
    ['hg', 'hu'],
    // Any letter case, surrounding spaces.
    ['EN', 'en'],
    ['Cs', 'cs'],
    ['CZ', 'cs'],
    ['Rus', 'ru'],
    ['GRM', 'de'],
    [' hg ', 'hu'],
  ])('%j → %s', (value, expected) => {
    expect(normalizeLocale(value)).toBe(expected);
  });

  test.each(['fr', 'pl', 'english', 'c', '', null, undefined, 'en-US'])('%j is not a locale', (value) => {
    expect(normalizeLocale(value)).toBeUndefined();
  });
});

describe('requestLocale (the lang header of the legacy calls)', () => {
  const headers = (lang?: string) => ({ get: (name: string) => (name === 'lang' ? (lang ?? null) : null) });

  test.each([
    ['cz', undefined, 'cs'],
    ['GR', undefined, 'el'],
    ['de', 'sk', 'de'],
    [undefined, 'sl', 'sk'],
    ['klingon', 'hu', 'hu'],
    [undefined, undefined, 'en'],
    ['klingon', 'nope', 'en'],
  ])('lang %j, saved cookie %j → %s', (lang, cookie, expected) => {
    expect(requestLocale(headers(lang), cookie)).toBe(expected);
  });
});

describe('country domains (default DOMAIN_TABLE)', () => {
  const table = envFrom().DOMAIN_TABLE;

  test.each([
    ['kryptomat.sk', 'sk', 'sitemap-sk.xml'],
    ['www.kryptomat.sk:443', 'sk', 'sitemap-sk.xml'],
    ['KRYPTOMAT.GR', 'el', 'sitemap-gr.xml'],
    ['kryptomat.hu:8080', 'hu', 'sitemap-hu.xml'],
    ['kryptomat.at', 'de', 'sitemap-at.xml'],
    ['kryptomat.pl', 'en', 'sitemap-pl.xml'],
    ['shop.kryptomat.cz:3000', 'cs', 'sitemap-cz.xml'],
  ])('%s → locale %s, sitemap %s', (host, locale, sitemap) => {
    expect(domainRuleForHost(host, table)?.sitemap).toBe(sitemap);
    expect(defaultLocaleForHost(host, table)).toBe(locale);
  });

  test.each(['localhost:3000', 'kryptomat.com', 'kryptomat.desk', 'sk', '127.0.0.1:3100', '', null])(
    '%j has no rule and defaults to en',
    (host) => {
      expect(domainRuleForHost(host, table)).toBeUndefined();
      expect(defaultLocaleForHost(host, table)).toBe('en');
    },
  );

  test('a rule with a legacy code or an unknown locale still yields a supported locale', () => {
    const custom = [
      { suffix: '.cz', locale: 'cz', sitemap: 'sitemap-cz.xml' },
      { suffix: '.fr', locale: 'fr', sitemap: 'sitemap-fr.xml' },
    ];
    expect(defaultLocaleForHost('kryptomat.cz', custom)).toBe('cs');
    expect(defaultLocaleForHost('kryptomat.fr', custom)).toBe('en');
  });
});

describe('localizePath (prefix as needed)', () => {
  test.each<[string, Locale, Locale, string]>([
    ['/Summary', 'en', 'en', '/Summary'],
    ['/Summary', 'cs', 'en', '/cs/Summary'],
    ['/Summary', 'en', 'sk', '/en/Summary'],
    ['/Summary', 'sk', 'sk', '/Summary'],
    ['/', 'de', 'en', '/de'],
    ['/', 'en', 'en', '/'],
    ['Home', 'en', 'en', '/Home'],
    ['Home', 'hu', 'en', '/hu/Home'],
    ['/Bitcoin_ATMs_Details/7', 'el', 'cs', '/el/Bitcoin_ATMs_Details/7'],
  ])('%s in %s on a %s domain → %s', (path, locale, hostDefault, expected) => {
    expect(localizePath(path, locale, hostDefault)).toBe(expected);
  });
});
