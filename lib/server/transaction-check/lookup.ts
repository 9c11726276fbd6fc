import 'server-only';
import { checkedCardOrders } from '@/lib/server/card-orders';
import { depositsForCheck } from '@/lib/server/chain';
import { checkedSwapOrders } from '@/lib/server/swap';
import type { CheckedOrder } from '@/lib/views/transaction-check';

/** The newest orders matching one lookup are plenty; an address with more is not a customer's wallet. */
const MAX_RESULTS = 20;

/**
 * Orders whose reference, deposit address or destination wallet is exactly `query`, and on-chain deposits whose txid is. References are
 * also tried in capitals (customers retype them); addresses only as typed, since base58 is case-sensitive.
 */
export async function findOrders(query: string): Promise<CheckedOrder[]> {
  const references = [...new Set([query, query.toUpperCase()])];
  const [swaps, cards, deposits] = await Promise.all([
    checkedSwapOrders(references, query, MAX_RESULTS),
    checkedCardOrders(references, query, MAX_RESULTS),
    depositsForCheck(query),
  ]);
  // ISO times of one format sort as text in time order; newest first.
  return [...swaps, ...cards, ...deposits]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, MAX_RESULTS);
}
