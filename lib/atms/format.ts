/** Formatting of a machine's data in the visitor's language; pure, so the server page and the browser list share it. */

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
/** 2024-01-01 was a Monday: the weekday names come from Intl instead of eight translated lists. */
const MONDAY_UTC = Date.UTC(2024, 0, 1);

export interface OpeningSpan {
  /** Indexes into Mo..Su, inclusive; a single day has from === to. */
  days: { from: number; to: number }[];
  opens: string;
  closes: string;
}

/**
 * Parses the schema.org notation the table stores ("Mo-Fr 08:00-20:00; Sa 09:00-14:00", en dashes tolerated).
 * Undefined when the text does not follow it, so the caller can show it as it is.
 */
export function parseOpeningHours(raw: string): OpeningSpan[] | undefined {
  const spans: OpeningSpan[] = [];
  for (const part of raw
    .replace(/[–—]/g, '-')
    .split(/\s*;\s*/)
    .filter(Boolean)) {
    const match = /^([A-Za-z,\- ]+?)\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part.trim());
    if (!match) return undefined;
    const [, dayText = '', opens = '', closes = ''] = match;
    const days = [];
    for (const range of dayText.split(',')) {
      const [from, to = from] = range
        .trim()
        .split('-')
        .map((code) => DAY_CODES.indexOf(code.trim() as (typeof DAY_CODES)[number]));
      if (from === undefined || to === undefined || from < 0 || to < 0) return undefined;
      days.push({ from, to });
    }
    spans.push({ days, opens, closes });
  }
  return spans.length ? spans : undefined;
}

/** The same hours in the plain schema.org form (ASCII dashes) for structured data. */
export function schemaOrgOpeningHours(raw: string): string[] {
  const spans = parseOpeningHours(raw);
  if (!spans) return [];
  return spans.map(
    (span) =>
      `${span.days.map((d) => (d.from === d.to ? DAY_CODES[d.from] : `${DAY_CODES[d.from]}-${DAY_CODES[d.to]}`)).join(',')} ${span.opens}-${span.closes}`,
  );
}

const weekdayCache = new Map<string, string[]>();
/** Mon..Sun abbreviated in `locale`; built once per locale, as a list renders many machines. */
function weekdayNames(locale: string): string[] {
  let names = weekdayCache.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    names = DAY_CODES.map((_code, index) => format.format(MONDAY_UTC + index * 86_400_000));
    weekdayCache.set(locale, names);
  }
  return names;
}

const isAllWeek = (span: OpeningSpan) => span.days.length === 1 && span.days[0]?.from === 0 && span.days[0]?.to === 6;
const isAllDay = (span: OpeningSpan) => span.opens === '00:00' && (span.closes === '24:00' || span.closes === '23:59');

/**
 * One line per span in the visitor's language ("Mon–Fri 08:00–20:00"); a machine open all day every day
 * gets `nonstopLabel`. Unparseable text is returned as it is.
 */
export function describeOpeningHours(raw: string, locale: string, nonstopLabel: string): string[] {
  const spans = parseOpeningHours(raw);
  if (!spans) return [raw];
  if (spans.length === 1 && spans[0] && isAllWeek(spans[0]) && isAllDay(spans[0])) return [nonstopLabel];
  const dayName = (index: number) => weekdayNames(locale)[index];
  return spans.map((span) => {
    const days = span.days.map((d) => (d.from === d.to ? dayName(d.from) : `${dayName(d.from)}–${dayName(d.to)}`)).join(', ');
    return `${days} ${span.opens}–${span.closes}`;
  });
}

/** A fee stored as a decimal string ("5.50") as a percentage in the visitor's locale ("5,5 %"). */
export { formatPercent } from '@/lib/money';

/** Route planning to the machine in Google Maps, which opens the app on phones. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The geo: URI (RFC 5870) that hands the place to the phone's own maps app. */
export function geoUri(latitude: number, longitude: number, label: string): string {
  return `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(label)})`;
}
