import type { OrderSettlement } from '@/lib/terms/orders';
import type { z } from 'zod';
import type { swapQuoteAnswer } from '@/lib/api/contracts/checkout';
export interface CoinOption {
  symbol: string;
  name: string;
  network: string;
}

/** The swap form: every coin with a price and an address validator, the starting pair and the limits. */
export interface SwapPageView {
  coins: CoinOption[];
  initial: { fromCoin: string; toCoin: string; amount: string };
  /** Whole euros: the smallest swap and the most without verification. */
  minEur: number;
  limitEur: number;
}

/** A signed swap quote: the numbers it fixes (decimal strings), the token that carries them and its lifetime. */
export type SwapQuote = z.infer<typeof swapQuoteAnswer>;

export type SwapStatus = 'Init' | 'Pending' | 'Process' | 'Success' | 'Failed';

/** /crypto-to-Crypto-success: the order as the browser that placed it sees it. */
export interface SwapOrderView {
  reference: string;
  fromCoin: string;
  toCoin: string;
  amountFrom: string;
  amountTo: string;
  rate: string;
  fee: string;
  depositAddress: string;
  depositNetwork: string;
  destinationAddress: string;
  status: SwapStatus;
  /** How far the order has settled on chain, and the transaction that sent the coins once it is broadcast. */
  settlement: OrderSettlement | null;
  createdAt: Date;
  emailHint: string;
}
