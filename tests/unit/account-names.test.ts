import { createTranslator } from 'use-intl/core';
import { accountFamily, accountName } from '@/lib/terms/accounts';
import { ALL_LOCALES, loadMessages } from '../support/messages';

const namesIn = (locale: (typeof ALL_LOCALES)[number]) =>
  createTranslator({ locale, messages: loadMessages(locale), namespace: 'accounts' }) as unknown as Parameters<typeof accountName>[0];

test('a coin account is a crypto account, a fiat one a credit account, whatever screen or file names it', () => {
  const en = namesIn('en');
  expect(accountName(en, { asset: 'BTC', kind: 'available' })).toBe('Crypto account · BTC');
  expect(accountName(en, { asset: 'EUR', kind: 'available' })).toBe('Credit account · EUR');
  expect(accountName(en, { asset: 'LTC', kind: 'staked' })).toBe('Earning account · LTC');
  expect(accountFamily({ asset: 'CZK', kind: 'available' })).toBe('credit');
  expect(accountFamily({ asset: 'ETH', kind: 'available' })).toBe('crypto');
});

test.each(ALL_LOCALES)('in %s a crypto account is not named as a credit account', (locale) => {
  const names = namesIn(locale);
  const crypto = accountName(names, { asset: 'BTC', kind: 'available' });
  expect(crypto).toContain('BTC');
  expect(crypto.replace('BTC', '')).not.toBe(accountName(names, { asset: 'EUR', kind: 'available' }).replace('EUR', ''));
});
