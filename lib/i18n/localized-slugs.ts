import { isLocale, localizePath, type Locale } from './config';

const BRAND_SLUG = '{brandSlug}';

/**
 * The pages whose first path segment has a name of its own in some languages (spec section 2), by the
 * canonical segment. `{brandSlug}` stands for BRAND_SLUG (the Czech ATM map is the brand's plural,
 * /kryptomaty). The proxy serves each of these names through `slugAliases` and the brand-slug entry of
 * lib/routes.ts; a unit test keeps the two lists in step. Free of server code and of the route list, so the
 * language switch can use it in the browser.
 */
export const localizedSegments: Readonly<Record<string, Partial<Record<Locale, string>>>> = {
  Bitcoin_ATMs: { cs: `${BRAND_SLUG}y`, de: 'Bitcoin_geldautomat' },
  Crypto_to_crypto_swap: { cs: 'Smena_kryptomen', de: 'Krypto_zu_Krypto_Tausch', hu: 'Kripto_kripto_csere' },
  Crypto_gift_voucher: {
    sk: 'Darcekovy_poukaz_na_kryptomeny',
    cs: 'Darkovy_poukaz_na_kryptomeny',
    de: 'Krypto_Geschenkgutschein',
    hu: 'Kripto_ajandekutalvany',
  },
};

const withBrand = (segment: string, brandSlug: string) => segment.replace(BRAND_SLUG, brandSlug);

function splitFirst(path: string): [string, string] {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  return [first, rest.length ? `/${rest.join('/')}` : ''];
}

/** A canonical app path (no locale prefix) with its first segment in `locale`'s own name where it has one. */
export function localizedSlugPath(path: string, locale: Locale, brandSlug: string): string {
  const [first, rest] = splitFirst(path);
  const own = localizedSegments[first]?.[locale];
  return own ? `/${withBrand(own, brandSlug)}${rest}` : path;
}

/** The canonical app path of a path that may use a localized first segment. */
export function canonicalSlugPath(path: string, brandSlug: string): string {
  const [first, rest] = splitFirst(path);
  for (const [canonical, names] of Object.entries(localizedSegments)) {
    if (Object.values(names).some((name) => withBrand(name, brandSlug) === first)) return `/${canonical}${rest}`;
  }
  return path;
}

/**
 * The same page in another language, as the browser shows it now (`pathname`, with or without a locale
 * prefix): the prefix swapped as this domain needs, and a localized page name swapped for the target's.
 */
export function pathInLocale(pathname: string, target: Locale, hostDefault: Locale, brandSlug: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] && isLocale(parts[0])) parts.shift();
  const canonical = canonicalSlugPath(`/${parts.join('/')}`, brandSlug);
  return localizePath(localizedSlugPath(canonical, target, brandSlug), target, hostDefault);
}
