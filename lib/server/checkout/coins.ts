import 'server-only';
import { FiatCurrency } from '@/lib/money';
import { AppError } from '@/lib/server/core';
import { latestQuotes } from '@/lib/server/rates';
import { addressFormatOf } from '@/lib/validation/crypto-address';

export interface OrderableCoin {
  symbol: string;
  name: string;
  decimals: number;
  /** The chain customers send or receive it on. */
  network: string;
  /** Price in the currency asked for, PRICE_SCALE decimal string. */
  price: string;
}

/**
 * Coins an order may involve: listed, priced in `currency`, and with an address validator (a coin whose
 * addresses we cannot check is never offered as a destination). By rank, from the cached price list.
 */
export async function orderableCoins(currency: FiatCurrency): Promise<OrderableCoin[]> {
  return (await latestQuotes(currency)).flatMap((quote) => {
    const format = addressFormatOf(quote.symbol);
    return format
      ? [{ symbol: quote.symbol, name: quote.name, decimals: quote.decimals, network: format.network, price: quote.price }]
      : [];
  });
}

export async function orderableCoin(symbol: string, currency: FiatCurrency): Promise<OrderableCoin | undefined> {
  return (await orderableCoins(currency)).find((coin) => coin.symbol === symbol);
}

/** An orderable coin priced in `currency`; without a current price a 409 that names it. */
export async function pricedCoin(symbol: string, currency: FiatCurrency): Promise<OrderableCoin> {
  const coin = await orderableCoin(symbol, currency);
  if (!coin) throw new AppError(409, 'payments.errors.priceUnavailable', { values: { coin: symbol } });
  return coin;
}
