import fc from 'fast-check';
import { isFiatCurrency, pow10, type FiatCurrency } from '@/lib/money';
import { fillOf } from '@/lib/server/exchange/fills';
import { PAIRS, pairPriceFrom, priceMap } from '@/lib/server/exchange/pairs';
import { coinDefinitions } from '@/lib/server/rates';

/** `mantissa` × 10^`exponent` written out as a decimal, as the feed stores a price. */
function decimalOf(mantissa: number, exponent: number): string {
  if (exponent >= 0) return `${mantissa}${'0'.repeat(exponent)}`;
  const digits = String(mantissa).padStart(1 - exponent, '0');
  return `${digits.slice(0, exponent)}.${digits.slice(exponent)}`;
}

/** A feed price from 1e-12 to 1e7 (four significant digits). */
const feedPrice = fc.tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: -15, max: 3 })).map(([m, e]) => decimalOf(m, e));

/** The feed as the matcher reads it: the pair's base priced at `base` and its quote (or, for a fiat pair, 1 of it) at `quote`. */
const feedOf = (pair: (typeof PAIRS)[number], base: string, quote: string) =>
  priceMap(
    isFiatCurrency(pair.quote)
      ? [{ symbol: pair.base, currency: pair.quote as FiatCurrency, price: base, updatedAt: new Date() }]
      : [
          { symbol: pair.base, currency: 'EUR', price: base, updatedAt: new Date() },
          { symbol: pair.quote, currency: 'EUR', price: quote, updatedAt: new Date() },
        ],
  );

const pairs = fc.constantFrom(...PAIRS);

describe('the pairs offered', () => {
  test('PEPE and SHIB, about 1e-10 BTC, are not offered against bitcoin: a price step would be most of their price', () => {
    const symbols = PAIRS.map((pair) => pair.symbol);
    expect(symbols).not.toContain('PEPE-BTC');
    expect(symbols).not.toContain('SHIB-BTC');
    expect(symbols).toEqual(expect.arrayContaining(['PEPE-EUR', 'SHIB-CZK', 'BTC-EUR', 'ETH-BTC', 'XEM-BTC']));
  });

  test('every offered pair quotes at its reference price, its price step at most 0.1 % of it', () => {
    const reference = new Map(coinDefinitions.map((coin) => [coin.symbol, coin.referenceEur]));
    for (const pair of PAIRS) {
      const base = reference.get(pair.base)!;
      const price = isFiatCurrency(pair.quote)
        ? pairPriceFrom(pair, feedOf(pair, pair.quote === 'CZK' ? String(Number(base) * 25) : base, '1'))
        : pairPriceFrom(pair, feedOf(pair, base, reference.get(pair.quote)!));
      expect({ pair: pair.symbol, quoted: price !== undefined }).toEqual({ pair: pair.symbol, quoted: true });
      expect(pair.priceStep * 1000n).toBeLessThanOrEqual(price!.mid);
    }
  });
});

describe('property: prices from 1e-12 to 1e7 of both assets', () => {
  test('the book is never zero or crossed: 0 < bid < mid < ask, or no price (the market is closed)', () => {
    let quoted = 0;
    fc.assert(
      fc.property(pairs, feedPrice, feedPrice, (pair, base, quote) => {
        const price = pairPriceFrom(pair, feedOf(pair, base, quote));
        if (price === undefined) return;
        quoted++;
        expect({ pair: pair.symbol, base, quote, sound: 0n < price.bid && price.bid < price.mid && price.mid < price.ask }).toEqual({
          pair: pair.symbol,
          base,
          quote,
          sound: true,
        });
      }),
      { numRuns: 5_000 },
    );
    expect(quoted).toBeGreaterThan(500);
  });

  test('buying a quantity at the ask and selling it back at once at the bid never returns more than was paid', () => {
    let quoted = 0;
    fc.assert(
      fc.property(
        pairs,
        feedPrice,
        feedPrice,
        fc.bigInt({ min: 10n, max: pow10(12) }),
        fc.record({ basisPoints: fc.integer({ min: 0, max: 500 }), fixedMinor: fc.bigInt({ min: 0n, max: 100n }) }),
        (pair, base, quote, lots, rule) => {
          const price = pairPriceFrom(pair, feedOf(pair, base, quote));
          if (price === undefined) return;
          quoted++;
          const quantity = lots * pair.quantityStep;
          const [bought, sold] = [fillOf(rule, pair, 'buy', quantity, price.ask), fillOf(rule, pair, 'sell', quantity, price.bid)];
          const [paid, received] = [bought.notional + bought.fee, sold.notional - sold.fee];
          expect({ pair: pair.symbol, base, quote, quantity, gained: received > paid }).toEqual({
            pair: pair.symbol,
            base,
            quote,
            quantity,
            gained: false,
          });
        },
      ),
      { numRuns: 5_000 },
    );
    // Not vacuous: a good share of the prices drawn are quoted.
    expect(quoted).toBeGreaterThan(500);
  });
});
