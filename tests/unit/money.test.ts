import fc from 'fast-check';
import {
  divide,
  formatAmount,
  formatFiat,
  formatFiatMinor,
  formatPercentChange,
  fromUnits,
  minorToDecimal,
  sameAmount,
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

describe('one amount, however it is written: compared as a number at the asset’s scale, never as text', () => {
  test.each([
    ['25.50', '25.5'],
    ['10.10', '10.1'],
    ['0.10', '0.1'],
    ['100.00', '100'],
    ['1.000', '1'],
    ['007', '7'],
  ])('%s is %s', (typed, canonical) => {
    expect(sameAmount(typed, canonical, 2)).toBe(true);
    expect(sameAmount(canonical, typed, 2)).toBe(true);
    expect(sameAmount(typed, toUnits(canonical, 2), 2)).toBe(true);
  });

  test('another amount, or text that is no amount of that scale, is never the same', () => {
    expect(sameAmount('25.5', '25.05', 2)).toBe(false);
    expect(sameAmount('25.5', 2551n, 2)).toBe(false);
    // Beyond the scale a decimal names no amount of the asset: not "the same" as its rounding.
    expect(sameAmount('1.001', '1', 2)).toBe(false);
    for (const text of ['1e1', '10e0', '-10', ' ', 'NaN', '0x0a'] as const) expect(sameAmount(text, '10', 2)).toBe(false);
  });

  test('for any amount and scale, its fixed and trimmed spellings are the same amount and the next unit is not', () => {
    fc.assert(
      fc.property(units, scales, (amount, scale) => {
        const fixed = minorToDecimal(amount, scale);
        return sameAmount(fixed, fromUnits(amount, scale), scale) && !sameAmount(fixed, fromUnits(amount + 1n, scale), scale);
      }),
    );
  });
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

  test('a coin keeps every decimal of its own precision, grouped as the reader writes numbers', () => {
    expect(formatAmount('2.66434425', 'BTC', 'cs')).toBe('2,66434425');
    expect(formatAmount('0.00000001', 'BTC', 'en')).toBe('0.00000001');
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
