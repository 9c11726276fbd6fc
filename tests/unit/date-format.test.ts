import { createFormatter } from 'use-intl/core';
import { passwordChangedEmail } from '@/lib/server/auth/security-mail';
import { formatDateTime, INTL_FORMATS, isoInZone, siteTimeZone } from '@/lib/i18n/date-format';

/** Intl separates some parts with (narrow) no-break spaces; a reader sees spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const INSTANT = new Date('2026-12-07T16:21:00Z');

describe('one date and time format per language, in the reader’s zone', () => {
  test.each([
    ['en', 'Europe/Prague', 'Dec 7, 2026, 5:21 PM'],
    ['cs', 'Europe/Prague', '7. 12. 2026 17:21'],
    ['el', 'Europe/Athens', '7 Δεκ 2026, 6:21 μ.μ.'],
    ['en', 'America/New_York', 'Dec 7, 2026, 11:21 AM'],
  ])('%s in %s: %s', (locale, timeZone, text) => {
    expect(plain(formatDateTime(INSTANT, locale, timeZone))).toBe(text);
  });

  test('a visitor’s zone is that of the site’s country', () => {
    expect([siteTimeZone('cs'), siteTimeZone('sk'), siteTimeZone('el'), siteTimeZone('en')]).toEqual([
      'Europe/Prague',
      'Europe/Bratislava',
      'Europe/Athens',
      'Europe/Prague',
    ]);
  });

  test('a statement’s machine-readable column is ISO 8601 with the zone’s offset', () => {
    expect(isoInZone(INSTANT, 'Europe/Prague')).toBe('2026-12-07T17:21:00+01:00');
    expect(isoInZone(new Date('2026-07-01T10:00:00Z'), 'Europe/Athens')).toBe('2026-07-01T13:00:00+03:00');
    expect(isoInZone(INSTANT, 'UTC')).toBe('2026-12-07T16:21:00+00:00');
  });
});

describe('the same minute reads the same on a page and in the e-mail about it', () => {
  test.each([
    ['en', 'Europe/Prague', 'Dec 7, 2026, 5:21 PM'],
    ['cs', 'Europe/Prague', '7. 12. 2026 17:21'],
    ['el', 'Europe/Athens', '7 Δεκ 2026, 6:21 μ.μ.'],
  ])('%s, %s', (language, timeZone, text) => {
    // What a page shows: next-intl's formatter with the request config's zone and named formats (server and client).
    const page = createFormatter({ locale: language, timeZone, formats: INTL_FORMATS }).dateTime(INSTANT, 'dateTime');
    const email = passwordChangedEmail({ email: 'jana@example.com', language, timeZone, antiPhishingCode: null }, INSTANT, '198.51.100.1');
    expect(plain(page)).toBe(text);
    expect(plain(email.text)).toContain(text);
  });

  test('an e-mail to a customer without a kept zone uses the zone of their language’s country', () => {
    const email = passwordChangedEmail({ email: 'eleni@example.com', language: 'el', antiPhishingCode: null }, INSTANT, null);
    expect(plain(email.text)).toContain('7 Δεκ 2026, 6:21 μ.μ.');
  });
});
