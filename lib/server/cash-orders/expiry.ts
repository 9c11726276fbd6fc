import 'server-only';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import { houseAccount, inLedgerTransaction, move, post, releaseHold, releaseLimits } from '@/lib/server/ledger';
import { EXPIRING_CASH_ORDER_STATUSES } from '@/lib/terms/cash-orders';
import { closeOrder, isOpen, lockOrder } from './orders-core';

/**
 * Codes that lapsed: a sell's hold is released (and what it counted against the ATM limits given back), the order
 * ends SELL_ERROR with the reason; a buy that saw no cash ends BUY_CANCELED. A visitor's sell not paid in time ends
 * SELL_ERROR too; one whose confirmed payment waits in ATM clearing moves it to suspense, where the operator refunds it
 * (the visitor gave no address to send it back to). A machine racing it waits on the order's row and then finds it
 * closed.
 */
export async function expireCashOrders(): Promise<{ expired: number }> {
  const due = await db()
    .select({ id: cashOrders.id })
    .from(cashOrders)
    .where(and(inArray(cashOrders.status, [...EXPIRING_CASH_ORDER_STATUSES]), lte(cashOrders.expiresAt, sql`now()`)));
  let expired = 0;
  for (const { id } of due) {
    expired += await inLedgerTransaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || !isOpen(order.status, EXPIRING_CASH_ORDER_STATUSES)) return 0;
      if (order.paymentTransactionId !== null) {
        const [clearing, suspense] = [await houseAccount(tx, 'atm_clearing', order.asset), await houseAccount(tx, 'suspense', order.asset)];
        await post(tx, {
          kind: 'public-order',
          legs: move(clearing.id, suspense.id, order.cryptoAmount + order.fee),
          metadata: { cashOrder: order.reference, reason: 'expired' },
        });
      } else if (order.holdTransactionId !== null && order.userId !== null) {
        await releaseHold(tx, order.holdTransactionId);
        await releaseLimits(tx, order.userId, 'atm', order.holdTransactionId);
      }
      await closeOrder(tx, id, order.side === 'buy' ? 'BUY_CANCELED' : 'SELL_ERROR', 'expired');
      return 1;
    });
  }
  return { expired };
}
