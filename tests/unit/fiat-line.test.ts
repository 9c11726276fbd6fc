import { createTranslator } from 'use-intl/core';
import { fiatLine } from '@/components/dashboard/fiat-line';
import { formatFiat } from '@/lib/money';
import { loadMessages } from '../support/messages';

const translator = (locale: 'en' | 'cs') =>
  createTranslator({ locale, messages: loadMessages(locale), namespace: 'dashboard' }) as unknown as Parameters<typeof fiatLine>[0];

test('a currency whose whole balance is available shows the balance once, without "available"', () => {
  expect(fiatLine(translator('en'), { currency: 'CZK', total: '15000.00', available: '15000' }, 'en')).toBe(
    formatFiat('15000', 'CZK', 'en'),
  );
});

test('a currency with money on hold says how much of the balance is available', () => {
  const eur = (amount: string, locale: string) => formatFiat(amount, 'EUR', locale);
  const onHold = { currency: 'EUR', total: '100.00', available: '19.20' } as const;
  expect(fiatLine(translator('en'), onHold, 'en')).toBe(`${eur('100', 'en')}, of which ${eur('19.2', 'en')} available`);
  expect(fiatLine(translator('cs'), onHold, 'cs')).toBe(`${eur('100', 'cs')}, z toho k dispozici ${eur('19.2', 'cs')}`);
});
