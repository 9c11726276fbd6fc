export declare const locales: readonly ['en', 'sk', 'cs', 'el', 'es', 'ru', 'de', 'hu'];
export type Locale = (typeof locales)[number];
export declare function isLocale(value: unknown): value is Locale;
export declare function normalizeLocale(value: string | null | undefined): Locale | undefined;
