import 'server-only';
import { desc, eq, inArray, or } from 'drizzle-orm';
import { FIAT_SCALE, minorToDecimal, trimDecimal } from '@/lib/money';
import { db, schema } from '@/lib/server/db';
import { depositsForCheck } from '@/lib/server/chain';
import type { CheckedOrder } from '@/lib/views/transaction-check';

const { swapOrders, cardOrders } = schema;

/** The newest orders matching one lookup are plenty; an address with more is not a customer's wallet. */
const MAX_RESULTS = 20;

/**
 * Orders whose reference, deposit address or destination wallet is exactly `query`, and deposits to customers'
 * addresses paid by the transaction hash `query`. References are
 * also tried in capitals (customers retype them); addresses only as typed, since base58 is case-sensitive.
 * Each column has its own index, so a lookup is a few index probes.
 */
export async function findOrders(query: string): Promise<CheckedOrder[]> {
  const references = [...new Set([query, query.toUpperCase()])];
  const [swaps, cards, deposits] = await Promise.all([
    db()
      .select({
        createdAt: swapOrders.createdAt,
        fromCoin: swapOrders.fromCoin,
        toCoin: swapOrders.toCoin,
        amountFrom: swapOrders.amountFrom,
        amountTo: swapOrders.amountTo,
        status: swapOrders.status,
      })
      .from(swapOrders)
      .where(or(inArray(swapOrders.reference, references), eq(swapOrders.depositAddress, query), eq(swapOrders.destinationAddress, query)))
      .orderBy(desc(swapOrders.createdAt))
      .limit(MAX_RESULTS),
    db()
      .select({
        createdAt: cardOrders.createdAt,
        fiatAmountMinor: cardOrders.fiatAmountMinor,
        currency: cardOrders.currency,
        coin: cardOrders.coin,
        cryptoAmount: cardOrders.cryptoAmount,
        status: cardOrders.status,
      })
      .from(cardOrders)
      .where(or(inArray(cardOrders.reference, references), eq(cardOrders.walletAddress, query)))
      .orderBy(desc(cardOrders.createdAt))
      .limit(MAX_RESULTS),
    depositsForCheck(query),
  ]);
  const orders: CheckedOrder[] = [
    ...swaps.map((swap) => ({
      kind: 'swap' as const,
      createdAt: swap.createdAt.toISOString(),
      sends: { amount: trimDecimal(swap.amountFrom), currency: swap.fromCoin },
      receives: { amount: trimDecimal(swap.amountTo), currency: swap.toCoin },
      status: swap.status,
    })),
    ...cards.map((card) => ({
      kind: 'card' as const,
      createdAt: card.createdAt.toISOString(),
      sends: { amount: minorToDecimal(card.fiatAmountMinor, FIAT_SCALE), currency: card.currency },
      receives: { amount: trimDecimal(card.cryptoAmount), currency: card.coin },
      status: card.status,
    })),
    ...deposits,
  ];
  // ISO times of one format sort as text in time order; newest first.
  return orders.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, MAX_RESULTS);
}
