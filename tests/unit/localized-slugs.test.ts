import { canonicalSlugPath, localizedSegments, localizedSlugPath, pathInLocale } from '@/lib/i18n/localized-slugs';
import { buildSegmentIndex, slugAliases } from '@/lib/routes';

const BRAND_SLUG = 'kryptomat';

describe('the language switch keeps the page', () => {
  test.each([
    // [shown now, switch to, domain default, expected]
    ['/Crypto_rates', 'de', 'en', '/de/Crypto_rates'],
    ['/de/Crypto_rates', 'en', 'en', '/Crypto_rates'],
    ['/sk/blog/12', 'cs', 'en', '/cs/blog/12'],
    ['/', 'sk', 'en', '/sk'],
    ['/sk', 'en', 'en', '/'],
    ['/Home', 'en', 'sk', '/en/Home'],
    ['/en/Home', 'sk', 'sk', '/Home'],
    // Pages with names of their own in some languages.
    ['/Crypto_to_crypto_swap', 'de', 'en', '/de/Krypto_zu_Krypto_Tausch'],
    ['/de/Krypto_zu_Krypto_Tausch', 'hu', 'en', '/hu/Kripto_kripto_csere'],
    ['/hu/Kripto_kripto_csere', 'en', 'en', '/Crypto_to_crypto_swap'],
    ['/hu/Kripto_kripto_csere', 'sk', 'en', '/sk/Crypto_to_crypto_swap'],
    ['/Crypto_gift_voucher', 'sk', 'sk', '/Darcekovy_poukaz_na_kryptomeny'],
    ['/Darcekovy_poukaz_na_kryptomeny', 'cs', 'sk', '/cs/Darkovy_poukaz_na_kryptomeny'],
    ['/Bitcoin_ATMs', 'cs', 'en', '/cs/kryptomaty'],
    ['/cs/kryptomaty', 'de', 'en', '/de/Bitcoin_geldautomat'],
    ['/Bitcoin_ATMs_Details/7', 'cs', 'en', '/cs/Bitcoin_ATMs_Details/7'],
  ] as const)('%s in %s (domain default %s) → %s', (shown, target, hostDefault, expected) => {
    expect(pathInLocale(shown, target, hostDefault, BRAND_SLUG)).toBe(expected);
  });

  test('the brand slug is the configured one', () => {
    expect(pathInLocale('/Bitcoin_ATMs', 'cs', 'en', 'coinbox')).toBe('/cs/coinboxy');
    expect(canonicalSlugPath('/coinboxy', 'coinbox')).toBe('/Bitcoin_ATMs');
    expect(canonicalSlugPath('/kryptomaty', 'coinbox')).toBe('/kryptomaty');
  });

  test('links of the site use the name of the visitor’s language', () => {
    expect(localizedSlugPath('/Crypto_gift_voucher', 'de', BRAND_SLUG)).toBe('/Krypto_Geschenkgutschein');
    expect(localizedSlugPath('/Crypto_gift_voucher', 'en', BRAND_SLUG)).toBe('/Crypto_gift_voucher');
    expect(localizedSlugPath('/Terms', 'de', BRAND_SLUG)).toBe('/Terms');
  });
});

describe('every localized page name reaches its page through the proxy', () => {
  const index = buildSegmentIndex(BRAND_SLUG);

  test.each(
    Object.entries(localizedSegments).flatMap(([canonical, names]) =>
      Object.entries(names).map(([locale, name]) => [canonical, locale, name]),
    ),
  )('%s in %s (%s)', (canonical, _locale, name) => {
    const segment = name.replace('{brandSlug}', BRAND_SLUG);
    expect(index.get(segment.toLowerCase())).toMatchObject({ canonical: segment, target: canonical });
  });

  test('and every localized name the proxy serves is known to the language switch', () => {
    const known = new Set(Object.values(localizedSegments).flatMap((names) => Object.values(names)));
    for (const alias of Object.keys(slugAliases)) expect(known).toContain(alias);
  });
});
