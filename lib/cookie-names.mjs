// Cookie names shared by the proxy, server rendering, the browser and the plain-Node HTML cache
// (scripts/html-cache.mjs), which cannot import TypeScript: this file is their one source.
export const SESSION_COOKIE_NAMES = ['__Host-kt_session', 'kt_session'];
export const THEME_COOKIE = 'theme';
export const LOCALE_COOKIE = 'locale';
