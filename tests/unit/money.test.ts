import fc from 'fast-check';
import {
  divide,
  formatCoin,
  formatFiat,
  formatFiatMinor,
  formatPercentChange,
  fromUnits,
  minorToDecimal,
  scaleOf,
  toUnits,
  trimDecimal,
} from '@/lib/money';

/** Intl separates thousands and currency with (narrow) no-break spaces in several locales. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const scales = fc.integer({ min: 0, max: 24 });
const units = fc.bigInt({ min: 0n, max: 10n ** 40n });

describe('decimal strings and units, for any amount', () => {
  test('reading back what was written gives the same units', () => {
    fc.assert(fc.property(units, scales, (amount, scale) => toUnits(fromUnits(amount, scale), scale) === amount));
  });

  test('the fixed and the trimmed text are the same number', () => {
    fc.assert(
      fc.property(
        units,
        scales,
        (amount, scale) => toUnits(minorToDecimal(amount, scale), scale) === toUnits(fromUnits(amount, scale), scale),
      ),
    );
  });

  test('rounding down never gives more and rounding up never less, by at most one unit', () => {
    fc.assert(
      fc.property(units, fc.integer({ min: 0, max: 18 }), fc.integer({ min: 1, max: 6 }), (amount, scale, extra) => {
        const text = fromUnits(amount, scale + extra);
        const down = toUnits(text, scale, 'down');
        const up = toUnits(text, scale, 'up');
        const exact = amount % 10n ** BigInt(extra) === 0n;
        return down * 10n ** BigInt(extra) <= amount && up * 10n ** BigInt(extra) >= amount && up - down === (exact ? 0n : 1n);
      }),
    );
  });

  test('a division rounded down and up brackets the exact quotient', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: 1n, max: 10n ** 20n }), (numerator, denominator) => {
        const down = divide(numerator, denominator, 'down');
        const up = divide(numerator, denominator, 'up');
        return down * denominator <= numerator && up * denominator >= numerator && up - down <= 1n;
      }),
    );
  });
});

test('an exact conversion refuses decimals it would lose, a named rounding takes them', () => {
  expect(() => toUnits('1.239', 2)).toThrow();
  expect(toUnits('1.239', 2, 'down')).toBe(123n);
  expect(toUnits('1.239', 2, 'up')).toBe(124n);
  expect(toUnits('1.230', 2)).toBe(123n);
});

test('NUMERIC padding goes, the figure stays', () => {
  expect(trimDecimal('0.001500000000000000')).toBe('0.0015');
  expect(trimDecimal('2.000000000000000000')).toBe('2');
  expect(trimDecimal('100')).toBe('100');
});

test('every asset the ledger counts has the scale of its smallest unit', () => {
  expect(scaleOf('EUR')).toBe(2);
  expect(scaleOf('CZK')).toBe(2);
  expect(scaleOf('BTC')).toBe(8);
  expect(scaleOf('ETH')).toBe(18);
  expect(() => scaleOf('NOPE')).toThrow();
});

describe('amounts for a reader', () => {
  test.each([
    ['1234.5', 'EUR', 'de', '1.234,50 €'],
    ['1234.5', 'EUR', 'en', '€1,234.50'],
    ['140000', 'CZK', 'cs', '140 000,00 Kč'],
  ])('%s %s in %s is %s', (amount, currency, locale, text) => {
    expect(plain(formatFiat(amount, currency, locale))).toBe(text);
  });

  test('minor units are written exactly, whole amounts without cents on request', () => {
    expect(plain(formatFiatMinor(999, 'EUR', 'en'))).toBe('€9.99');
    expect(plain(formatFiatMinor(500_000, 'EUR', 'de', { wholeWithoutCents: true }))).toBe('5.000 €');
    // 2^53 + 1 cents: a float would lose the last cent.
    expect(plain(formatFiatMinor(9_007_199_254_740_993n, 'EUR', 'en'))).toBe('€90,071,992,547,409.93');
  });

  test('a coin keeps every decimal it has, grouped as the reader writes numbers', () => {
    expect(formatCoin('2.66434425', 'cs')).toBe('2,66434425');
    expect(formatCoin('0.000000000000000001', 'en')).toBe('0.000000000000000001');
  });

  test.each([
    ['-0.0031', 'en', '< 0.01 %'],
    ['0.0049', 'cs', '< 0,01 %'],
    ['-1', 'en', '-1 %'],
    ['-12.345', 'de', '-12,35 %'],
    ['2.31', 'en', '+2.31 %'],
    ['0', 'en', '0 %'],
    ['0.0000', 'en', '0 %'],
  ])('a change of %s %% in %s reads %s: never a zero signed against the amount', (percent, locale, text) => {
    expect(plain(formatPercentChange(percent, locale))).toBe(text);
  });
});
