import type { Formats } from 'next-intl';
import type { Locale } from './locale-codes.mjs';

/**
 * The one way each language writes a date and a time, in the reader's time zone, on every surface: pages (server and
 * client components read these as next-intl's named formats, `format.dateTime(d, 'dateTime')`), e-mails, PDF
 * statements. The language decides the clock (17:21 in Czech, 5:21 PM in English), never the screen.
 */
export const DATE_TIME_FORMATS = {
  /** "Dec 7, 2026", "7. 12. 2026". */
  date: { dateStyle: 'medium' },
  /** "Dec 7, 2026, 5:21 PM", "7. 12. 2026 17:21". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "5:21 PM", "17:21". */
  time: { timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateTimeFormatName = keyof typeof DATE_TIME_FORMATS;

/** next-intl's `formats` of the request config and the client provider. */
export const INTL_FORMATS = { dateTime: DATE_TIME_FORMATS } satisfies Formats;

/**
 * The zone of a reader whose own we do not know (a visitor, an account from before zones were kept): that of the
 * country whose site speaks the language, Prague for the rest (the operator's home).
 */
const SITE_TIME_ZONES: Partial<Record<Locale, string>> = {
  cs: 'Europe/Prague',
  sk: 'Europe/Bratislava',
  el: 'Europe/Athens',
  hu: 'Europe/Budapest',
  de: 'Europe/Vienna',
  es: 'Europe/Madrid',
};
export const DEFAULT_TIME_ZONE = 'Europe/Prague';

export const siteTimeZone = (locale: string): string => SITE_TIME_ZONES[locale as Locale] ?? DEFAULT_TIME_ZONE;

/** Whether the runtime knows the IANA zone ("Europe/Prague"); a browser can report one a server lacks. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// A statement formats thousands of rows and a page dozens of times in one zone: a format is built once per language,
// zone and name, as building one costs far more than using it.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** An instant in one of the named formats, in `timeZone`: for what has no React tree (e-mails, statements). */
export function formatDateTime(instant: Date | string, locale: string, timeZone: string, name: DateTimeFormatName = 'dateTime'): string {
  const format = dateTimeFormat(`${locale}|${timeZone}|${name}`, locale, { ...DATE_TIME_FORMATS[name], timeZone });
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The instant as ISO 8601 with the zone's offset, for machines that read it back: "2026-12-07T17:21:00+01:00". */
export function isoInZone(instant: Date, timeZone: string): string {
  const format = dateTimeFormat(`iso|${timeZone}`, 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The zone the browser runs in, which sign-up and sign-in send for the customer's dates. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
