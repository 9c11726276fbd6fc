import { formatAmount, formatAsset, formatRate } from '@/lib/money';

/** What a reader sees: Intl's (narrow) no-break spaces are spaces to the eye. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('every asset in its own precision, in the reader’s separators', () => {
  test.each([
    // Fiat: always two decimals, the language's grouping and symbol.
    ['2243818.83', 'CZK', 'cs', '2 243 818,83 Kč'],
    ['2243818.83', 'CZK', 'en', 'CZK 2,243,818.83'],
    ['1234.5', 'EUR', 'de', '1.234,50 €'],
    ['25.5', 'EUR', 'el', '25,50 €'],
    // BTC, LTC and other coins of 8 decimals or fewer: every decimal they have, trailing zeros trimmed.
    ['0.50000000', 'BTC', 'en', '0.5 BTC'],
    ['1.23456789', 'BTC', 'cs', '1,23456789 BTC'],
    ['12345.1', 'LTC', 'cs', '12 345,1 LTC'],
    ['2.000000', 'USDT', 'de', '2 USDT'],
    // ETH and 18-decimal tokens: at most 8 significant digits and 8 decimals, never more than is there.
    ['0.010097917297176797', 'ETH', 'en', '0.01009791 ETH'],
    ['0.010097917297176797', 'ETH', 'cs', '0,01009791 ETH'],
    ['1234.567899999999999999', 'ETH', 'en', '1,234.5678 ETH'],
    ['0.999999999999999999', 'ETH', 'en', '0.99999999 ETH'],
    ['3.000000000000000000', 'LINK', 'hu', '3 LINK'],
    ['0.000001234567891', 'NEAR', 'en', '0.00000123 NEAR'],
  ])('%s %s in %s reads "%s"', (amount, asset, locale, text) => {
    expect(plain(formatAsset(amount, asset, locale))).toBe(text);
  });

  test('a holding is rounded down, so a balance never shows more than the customer holds', () => {
    expect(formatAmount('0.019999999999999999', 'ETH', 'en')).toBe('0.01999999');
    expect(formatAmount('0.019999999999999999', 'ETH', 'en', { rounding: 'nearest' })).toBe('0.02');
  });

  test('the number alone, for a sentence that places the code, keeps the same precision', () => {
    expect(formatAmount('0.010097917297176797', 'ETH', 'cs')).toBe('0,01009791');
    expect(formatAmount('20', 'EUR', 'en')).toBe('20.00');
    expect(formatAmount('0.00100000', 'BTC', 'en')).toBe('0.001');
  });
});

describe('rates to a sensible precision', () => {
  test.each([
    ['0.000341234567890123', 'ETH', 'en', '0.00034123 ETH'],
    ['84125.3712345678', 'EUR', 'en', '€84,125.37'],
    ['2243818.8312', 'CZK', 'cs', '2 243 818,83 Kč'],
    ['0.0000126812', 'EUR', 'cs', '0,000012681 €'],
    ['15.2345678', 'ETH', 'en', '15.235 ETH'],
  ])('%s %s in %s reads "%s"', (rate, asset, locale, text) => {
    expect(plain(formatRate(rate, asset, locale))).toBe(text);
  });

  test('without the code for a sentence "1 {from} = {rate} {to}"', () => {
    expect(formatRate('0.000341234567890123', 'ETH', 'en', { withCode: false })).toBe('0.00034123');
  });
});
