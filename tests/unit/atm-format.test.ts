import { atmFiltersQuery, LIST_PREVIEW_SIZE, listedCount, NO_FILTERS, parseAtmFilters } from '@/lib/atms/filter';
import type { AtmListing } from '@/lib/atms/model';
import { describeOpeningHours, directionsUrl, formatPercent, geoUri, schemaOrgOpeningHours } from '@/lib/atms/format';
import { formatFiatMinor, minorToDecimal } from '@/lib/money';

/** Intl separates thousands and currency with (narrow) no-break spaces in several locales. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('opening hours', () => {
  test.each([
    ['en', 'Mo-Fr 08:00-20:00; Sa 09:00-14:00', ['Mon–Fri 08:00–20:00', 'Sat 09:00–14:00']],
    ['de', 'Mo-Fr 08:00-20:00; Sa 09:00-14:00', ['Mo–Fr 08:00–20:00', 'Sa 09:00–14:00']],
    ['cs', 'Mo-Sa 08:00-22:00', ['po–so 08:00–22:00']],
    ['en', 'Mo–Su 05:00–23:00', ['Mon–Sun 05:00–23:00']],
    ['en', 'Mo,We,Fr 10:00-12:00', ['Mon, Wed, Fri 10:00–12:00']],
  ])('%s: %s', (locale, raw, lines) => {
    expect(describeOpeningHours(raw, locale, 'Open non-stop')).toEqual(lines);
  });

  test('all day every day reads as non-stop', () => {
    expect(describeOpeningHours('Mo-Su 00:00-24:00', 'en', 'Open non-stop')).toEqual(['Open non-stop']);
  });

  test('text in another form is shown as it is and left out of structured data', () => {
    expect(describeOpeningHours('by appointment', 'en', 'Open non-stop')).toEqual(['by appointment']);
    expect(schemaOrgOpeningHours('by appointment')).toEqual([]);
    expect(describeOpeningHours('Xy 08:00-20:00', 'en', 'Open non-stop')).toEqual(['Xy 08:00-20:00']);
  });

  test('structured data gets the schema.org notation with ASCII dashes', () => {
    expect(schemaOrgOpeningHours('Mo–Fr 08:00–20:00; Sa 09:00-14:00')).toEqual(['Mo-Fr 08:00-20:00', 'Sa 09:00-14:00']);
  });
});

describe('limits and fees', () => {
  test.each([
    [50_000, 2, '500.00'],
    [14_000_000, 2, '140000.00'],
    [5, 2, '0.05'],
    [-1234, 2, '-12.34'],
    [900_719_925_474_099_300n, 2, '9007199254740993.00'],
    [42, 0, '42'],
  ])('%s minor units with %s digits are %s', (minor, digits, decimal) => {
    expect(minorToDecimal(minor, digits)).toBe(decimal);
  });

  test.each([
    [50_000, 'CZK', 'cs', '500 Kč'],
    [14_000_000, 'CZK', 'cs', '140 000 Kč'],
    [14_000_000, 'CZK', 'en', 'CZK 140,000'],
    [2_000, 'EUR', 'sk', '20 €'],
    [500_000, 'EUR', 'de', '5.000 €'],
    [2_050, 'EUR', 'en', '€20.50'],
  ])('%s minor %s in %s: %s', (minor, currency, locale, text) => {
    expect(plain(formatFiatMinor(minor, currency, locale, { wholeWithoutCents: true }))).toBe(text);
  });

  test.each([
    ['5.50', 'en', '5.5%'],
    ['5.50', 'de', '5,5 %'],
    ['4.00', 'cs', '4 %'],
  ])('fee %s in %s: %s', (fee, locale, text) => {
    expect(plain(formatPercent(fee, locale))).toBe(text);
  });
});

test('directions links carry the coordinates', () => {
  expect(directionsUrl(48.70528, 21.24032)).toBe('https://www.google.com/maps/dir/?api=1&destination=48.70528,21.24032');
  expect(geoUri(48.70528, 21.24032, 'Košice – OC Optima')).toBe(
    'geo:48.70528,21.24032?q=48.70528,21.24032(Ko%C5%A1ice%20%E2%80%93%20OC%20Optima)',
  );
});

describe('filters in the URL', () => {
  test('read the query, ignoring what they do not know', () => {
    expect(parseAtmFilters({ q: ' Košice ', status: 'maintenance', buy: '1', sell: 'yes' })).toEqual({
      query: 'Košice',
      status: 'maintenance',
      buy: true,
      sell: false,
    });
    expect(parseAtmFilters({ status: 'closed', q: ['Brno', 'Praha'] })).toEqual({ ...NO_FILTERS, query: 'Brno' });
    expect(parseAtmFilters({ q: 'x'.repeat(500) }).query).toHaveLength(100);
  });

  test('write only what differs from no filter, and read back the same', () => {
    const filters = { query: 'Košice', status: 'operation' as const, buy: false, sell: true };
    expect(atmFiltersQuery(NO_FILTERS)).toBe('');
    expect(atmFiltersQuery(filters)).toBe('q=Ko%C5%A1ice&status=operation&sell=1');
    expect(parseAtmFilters(Object.fromEntries(new URLSearchParams(atmFiltersQuery(filters))))).toEqual(filters);
  });
});

describe('how much of the list is shown', () => {
  const machines = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as AtmListing);

  test('a preview, all after "Show all", never more than there are', () => {
    expect(listedCount(machines(38), false, null)).toBe(LIST_PREVIEW_SIZE);
    expect(listedCount(machines(38), true, null)).toBe(38);
    expect(listedCount(machines(5), false, null)).toBe(5);
  });

  test('a machine picked on the map past the preview is listed too', () => {
    expect(listedCount(machines(38), false, 20)).toBe(20);
    expect(listedCount(machines(38), false, 3)).toBe(LIST_PREVIEW_SIZE);
    expect(listedCount(machines(38), false, 99)).toBe(LIST_PREVIEW_SIZE);
  });
});
