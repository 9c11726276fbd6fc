// The locale codes and how a stored code is read, in plain JavaScript: lib/i18n/config.ts re-exports them for
// the app, and scripts/html-cache.mjs, which plain Node runs, keys its entries by the locale the app will read.

export const locales = ['en', 'sk', 'cs', 'el', 'es', 'ru', 'de', 'hu'];

/** Language codes the legacy client stored (spec section 1), mapped to the locale they meant. */
const legacyAliases = {
  sl: 'sk',
  cz: 'cs',
  gr: 'el',
  sp: 'es',
  rus: 'ru',
  grm: 'de',
  hg: 'hu',
};

export function isLocale(value) {
  return typeof value === 'string' && locales.includes(value);
}

/** A locale or legacy alias in any letter case; anything else is undefined. */
export function normalizeLocale(value) {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase();
  if (isLocale(lower)) return lower;
  return Object.hasOwn(legacyAliases, lower) ? legacyAliases[lower] : undefined;
}
