import 'server-only';
import { divide, FIAT_SCALE, pow10, scaleOf, toUnits, type FiatCurrency } from '@/lib/money';
import { AppError } from '@/lib/server/core';
import { PRICE_SCALE } from '@/lib/server/pricing';
import type { Executor } from '@/lib/server/db';
import { latestPrice } from './prices';

/**
 * What one whole unit of an asset is worth in a fiat currency, in PRICE_SCALE units: a coin by its latest price, one
 * fiat currency in the other by the ratio of bitcoin's prices in both. No price is a 409 naming the asset. Inside a
 * transaction, pass it: the prices are then read on its connection (latestPrice).
 */
export async function priceOf(asset: string, currency: FiatCurrency, tx?: Executor): Promise<bigint> {
  if (asset === currency) return pow10(PRICE_SCALE);
  const unavailable = () => new AppError(409, 'payments.errors.priceUnavailable', { values: { coin: asset } });
  if (asset === 'EUR' || asset === 'CZK') {
    const own = await latestPrice('BTC', currency, tx);
    const other = await latestPrice('BTC', asset, tx);
    if (!own || !other) throw unavailable();
    return divide(toUnits(own, PRICE_SCALE, 'down') * pow10(PRICE_SCALE), toUnits(other, PRICE_SCALE, 'down'), 'down');
  }
  const price = await latestPrice(asset, currency, tx);
  if (!price) throw unavailable();
  return toUnits(price, PRICE_SCALE, 'down');
}

/** `units` of an asset in hundredths of a fiat currency at `price` (priceOf), rounded down. */
export const valueAt = (units: bigint, asset: string, price: bigint) =>
  divide(units * price, pow10(scaleOf(asset) + PRICE_SCALE - FIAT_SCALE), 'down');
