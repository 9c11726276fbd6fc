export { LOCALE_COOKIE, SESSION_COOKIE_NAMES, THEME_COOKIE } from './cookie-names.mjs';
