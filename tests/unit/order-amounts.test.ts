import { fromUnits, toUnits } from '@/lib/money';
import { cardBuyMath, feeOf, swapMath } from '@/lib/server/pricing/amounts';

describe('decimal strings and units', () => {
  test.each([
    ['12.345', 8, 1_234_500_000n],
    ['0.00000001', 8, 1n],
    ['1.50', 1, 15n],
    [' 7 ', 2, 700n],
    ['0', 6, 0n],
    ['123456789012345678.5', 1, 1_234_567_890_123_456_785n],
  ])('%s at scale %i is %s units', (decimal, scale, units) => {
    expect(toUnits(decimal, scale)).toBe(units);
  });

  test.each(['0.000000001', '1e3', '-1', '1.', '.5', '1,5', 'NaN', ''])('%s is refused at scale 8', (decimal) => {
    expect(() => toUnits(decimal, 8)).toThrow();
  });

  test.each([
    [1_234_500_000n, 8, '12.345'],
    [5n, 8, '0.00000005'],
    [100n, 2, '1'],
    [0n, 18, '0'],
    [-150n, 2, '-1.5'],
  ])('%s units at scale %i read %s', (units, scale, decimal) => {
    expect(fromUnits(units, scale)).toBe(decimal);
  });

  test('no float drift: 0.1 + 0.2 style sums stay exact', () => {
    expect(fromUnits(toUnits('0.1', 8) + toUnits('0.2', 8), 8)).toBe('0.3');
  });
});

test('fees round up to the next unit, never down to nothing', () => {
  expect(feeOf(1n, 1)).toBe(1n);
  expect(feeOf(10_000n, 150)).toBe(150n);
  expect(feeOf(10_001n, 150)).toBe(151n);
  expect(feeOf(0n, 150)).toBe(0n);
});

/** A swap from a coin with 8 decimals, prices in EUR. */
const swapOf = (amount: string, fromPrice: string, toPrice: string, toDecimals: number, feeBasisPoints: number) =>
  swapMath({
    amountFrom: toUnits(amount, 8),
    fromDecimals: 8,
    toDecimals,
    fromPriceEur: toUnits(fromPrice, 10),
    toPriceEur: toUnits(toPrice, 10),
    feeBasisPoints,
  });

test('swap: 0.1 BTC at 82 500 EUR into ETH at 3 050 EUR with a 1.5 % fee', () => {
  const math = swapOf('0.1', '82500', '3050', 8, 150);
  // 8250 / 3050 = 2.704918032786…: floored to 8 decimals, the fee of 1.5 % rounded up.
  expect(fromUnits(math.gross, 8)).toBe('2.70491803');
  expect(fromUnits(math.fee, 8)).toBe('0.04057378');
  expect(fromUnits(math.net, 8)).toBe('2.66434425');
  expect(math.gross).toBe(math.net + math.fee);
  expect(fromUnits(math.rate, 18)).toBe('27.049180327868852459');
  expect(math.valueEurCents).toBe(825_000n);
});

test('swap into a coin with fewer decimals floors to its unit', () => {
  const math = swapOf('1', '3050', '0.92', 6, 0);
  // 3050 / 0.92 = 3315.2173913…
  expect(fromUnits(math.net, 6)).toBe('3315.217391');
});

test('card buy: 100 EUR of BTC at 82 500 EUR with a 3.5 % fee', () => {
  const math = cardBuyMath({ fiatMinor: 10_000n, price: toUnits('82500', 10), coinDecimals: 8, feeBasisPoints: 350 });
  expect(math.feeMinor).toBe(350n);
  // 96.50 / 82 500 = 0.0011696969…
  expect(fromUnits(math.cryptoUnits, 8)).toBe('0.00116969');
});

test('card buy of a coin priced below a cent keeps its precision', () => {
  const math = cardBuyMath({ fiatMinor: 2_000n, price: toUnits('0.0000125', 10), coinDecimals: 8, feeBasisPoints: 0 });
  expect(fromUnits(math.cryptoUnits, 8)).toBe('1600000');
});
