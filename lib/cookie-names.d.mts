export declare const SESSION_COOKIE_NAMES: readonly ['__Host-kt_session', 'kt_session'];
export declare const THEME_COOKIE: 'theme';
export declare const LOCALE_COOKIE: 'locale';
