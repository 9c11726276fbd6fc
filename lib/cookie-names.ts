/** Cookie names shared by the proxy, server rendering and the browser. */
export const SESSION_COOKIE_NAMES = ['__Host-kt_session', 'kt_session'] as const;
export const THEME_COOKIE = 'theme';
export const LOCALE_COOKIE = 'locale';
