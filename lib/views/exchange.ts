import type { z } from 'zod';
import type { dcaOrderAnswer, exchangeOrderAnswer, exchangeQuoteAnswer } from '@/lib/api/contracts/exchange';

export type ExchangeQuote = z.infer<typeof exchangeQuoteAnswer>;
export type ExchangeOrder = z.infer<typeof exchangeOrderAnswer>;
export type DcaOrder = z.infer<typeof dcaOrderAnswer>;

/** A pair as the form offers it, with the rules an order must meet (decimal strings). */
export interface ExchangePairView {
  symbol: string;
  base: string;
  quote: string;
  minQuantity: string;
  quantityStep: string;
  priceStep: string;
  minNotional: string;
  /** The provider's prices now; null while the market is closed (no fresh price). */
  bid: string | null;
  ask: string | null;
}

/** /Transactions_crypto_exchange. */
export interface ExchangePageView {
  pairs: ExchangePairView[];
  /** What the customer holds available, per asset. */
  available: Record<string, string>;
  /** The plan's crypto_trading percentage, e.g. "1". */
  feePercent: string;
  open: ExchangeOrder[];
  history: ExchangeOrder[];
  dca: DcaOrder[];
}
