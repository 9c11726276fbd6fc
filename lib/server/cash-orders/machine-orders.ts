import 'server-only';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { MachineRefusal } from '@/lib/server/atms';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import { customerAccount, feeLeg, houseAccount, inLedgerTransaction, move, post, settle } from '@/lib/server/ledger';
import { assertHeadroom, limitUses } from '@/lib/server/limits';
import { OPEN_SELL_STATUSES } from '@/lib/terms/cash-orders';
import { closeOrder, codeHashOf, codeUsable, isOpen, lockOrder, utcDayStart, type CashOrderRow } from './orders-core';

// What an ATM does with a code (the machine API): pays out a sell's cash, or reports the notes of a buy.

/** Spec §8: codes redeemed per customer in a UTC day (the counter starts again at 00:00 UTC). */
export const REDEEMS_PER_UTC_DAY = 5;

/** Whether a machine's call is the one that completed the order, sent again after its answer was lost. */
const completedBy = (order: CashOrderRow, atmId: number, requestId: string | undefined) =>
  requestId !== undefined && order.atmId === atmId && order.machineRequestId === requestId;

const payoutOf = (order: CashOrderRow) => ({ orderId: order.id, currency: order.currency, cash: fromUnits(order.cashMinor, FIAT_SCALE) });
const creditOf = (order: CashOrderRow) => ({
  orderId: order.id,
  asset: order.asset,
  crypto: fromUnits(order.cryptoAmount, scaleOf(order.asset)),
});

/**
 * A machine pays out a code, once: the customer's lock, then the order's row, decide who is first; the hold (a
 * visitor's order: its payment in ATM clearing) is posted to the ATMs' cash account (the fee to the provider) in the
 * same transaction as SELL_WITHDRAWN. A visitor's code whose payment is not confirmed and over the allowance, or
 * whose order awaits payment again, is PAYMENT_UNCONFIRMED. The machine's request id is stored with the payout: the same call sent again is answered as the
 * first (the machine pays out what it was told), any other is CODE_ALREADY_REDEEMED.
 */
export async function redeemCode(atmId: number, code: string, requestId?: string) {
  const [found] = await db()
    .select({ id: cashOrders.id, userId: cashOrders.userId })
    .from(cashOrders)
    .where(and(eq(cashOrders.codeHash, codeHashOf(code)), eq(cashOrders.side, 'sell')));
  if (!found) throw new MachineRefusal(404, 'CODE_UNKNOWN');
  return inLedgerTransaction(async (tx) => {
    if (found.userId !== null) await lockCustomer(tx, found.userId);
    const order = (await lockOrder(tx, found.id))!;
    if (order.status === 'SELL_WITHDRAWN') {
      if (completedBy(order, atmId, requestId)) return payoutOf(order);
      throw new MachineRefusal(409, 'CODE_ALREADY_REDEEMED');
    }
    // A visitor's order awaiting payment (again, after the chain replaced the one seen) keeps its code for a payment to come.
    const awaitsPayment = order.status === 'SELL_PAYMENT_REQUESTED';
    if (!(awaitsPayment || isOpen(order.status, OPEN_SELL_STATUSES)) || order.expiresAt.getTime() <= Date.now()) {
      throw new MachineRefusal(410, 'CODE_EXPIRED');
    }
    if (order.atmId !== atmId) throw new MachineRefusal(409, 'WRONG_MACHINE');
    if (!codeUsable(order)) throw new MachineRefusal(409, 'PAYMENT_UNCONFIRMED');
    if (order.paymentAddressId !== null) {
      const [clearing, atmCash] = [await houseAccount(tx, 'atm_clearing', order.asset), await houseAccount(tx, 'atm_cash', order.asset)];
      await post(tx, {
        kind: 'atm-cash',
        legs: [...move(clearing.id, atmCash.id, order.cryptoAmount), ...(await feeLeg(tx, clearing.id, order.asset, order.fee))],
        valueEurMinor: order.valueEurMinor,
        metadata: { atmId, cashOrder: order.reference, cash: fromUnits(order.cashMinor, FIAT_SCALE), currency: order.currency },
      });
    } else if (order.userId !== null) {
      const [{ today } = { today: 0 }] = await tx
        .select({ today: sql<number>`count(*)::int` })
        .from(cashOrders)
        .where(and(eq(cashOrders.userId, order.userId), gte(cashOrders.redeemedAt, utcDayStart)));
      if (today >= REDEEMS_PER_UTC_DAY) throw new MachineRefusal(429, 'REDEEM_LIMIT');
      const [held, atmCash] = [
        await customerAccount(tx, order.userId, order.asset, 'held'),
        await houseAccount(tx, 'atm_cash', order.asset),
      ];
      await settle(tx, order.holdTransactionId!, 'posted', [
        ...move(held.id, atmCash.id, order.cryptoAmount),
        ...(await feeLeg(tx, held.id, order.asset, order.fee)),
      ]);
    }
    const [redeemed] = await tx
      .update(cashOrders)
      .set({ status: 'SELL_WITHDRAWN', machineRequestId: requestId ?? null, redeemedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(cashOrders.id, order.id))
      .returning();
    return payoutOf(redeemed!);
  });
}

/** How a machine's buy report ended: credited, or refused with the code it acts on (the order may have changed). */
type BuyReport = { credited: ReturnType<typeof creditOf> } | { refused: MachineRefusal };

/**
 * A machine reports the notes a customer inserted against a buy code: the crypto is credited once. The customer's
 * lock, then the order's row, decide who is first; the credit (from the provider's liquidity, the fee to a fee shard,
 * the notes into the ATMs' cash account) and BUY_COMPLETED commit together, the order's credit_transaction_id unique.
 * A buy that would now pass the ATM limits ends BUY_ERROR and the machine is told to give the notes back. The same
 * report sent again (its request id, stored with the credit) is answered as the first, so the machine keeps the notes.
 */
export async function reportBuyCash(atmId: number, report: { code: string; cash: number; requestId?: string }) {
  const [found] = await db()
    .select({ id: cashOrders.id, userId: cashOrders.userId })
    .from(cashOrders)
    .where(and(eq(cashOrders.codeHash, codeHashOf(report.code)), eq(cashOrders.side, 'buy')));
  if (!found?.userId) throw new MachineRefusal(404, 'CODE_UNKNOWN');
  const userId = found.userId;
  const outcome = await inLedgerTransaction(async (tx): Promise<BuyReport> => {
    const customer = await lockCustomer(tx, userId, ['verificationLevel']);
    const order = (await lockOrder(tx, found.id))!;
    if (order.status === 'BUY_COMPLETED') {
      return completedBy(order, atmId, report.requestId)
        ? { credited: creditOf(order) }
        : { refused: new MachineRefusal(409, 'CODE_ALREADY_REDEEMED') };
    }
    if (order.status !== 'BUY_IN_PROGRESS' || order.expiresAt.getTime() <= Date.now()) {
      return { refused: new MachineRefusal(410, 'ORDER_CLOSED') };
    }
    if (order.atmId !== atmId) return { refused: new MachineRefusal(409, 'WRONG_MACHINE') };
    if (BigInt(report.cash) * 10n ** BigInt(FIAT_SCALE) !== order.cashMinor) return { refused: new MachineRefusal(409, 'AMOUNT_MISMATCH') };
    const level = { id: userId, level: customer!.verificationLevel };
    try {
      await assertHeadroom(tx, level, 'atm', order.valueEurMinor, 'sender');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await closeOrder(tx, order.id, 'BUY_ERROR', 'limit');
      return { refused: new MachineRefusal(422, 'BUY_LIMIT') };
    }
    const [available, liquidity, world, atmCash] = [
      await customerAccount(tx, userId, order.asset, 'available'),
      await houseAccount(tx, 'liquidity', order.asset),
      await houseAccount(tx, 'world', order.currency),
      await houseAccount(tx, 'atm_cash', order.currency),
    ];
    const creditTransactionId = await post(tx, {
      kind: 'atm-cash',
      legs: [
        ...move(world.id, atmCash.id, order.cashMinor),
        ...move(liquidity.id, available.id, order.cryptoAmount),
        ...(await feeLeg(tx, liquidity.id, order.asset, order.fee)),
      ],
      valueEurMinor: order.valueEurMinor,
      limits: await limitUses(tx, level, 'atm', order.valueEurMinor, 'sender'),
      metadata: { atmId, cashOrderId: order.id, cash: fromUnits(order.cashMinor, FIAT_SCALE), currency: order.currency },
    });
    // The transition is conditional too: should the row's lock ever be bypassed, no second credit can commit.
    const completed = await tx
      .update(cashOrders)
      .set({
        status: 'BUY_COMPLETED',
        creditTransactionId,
        machineRequestId: report.requestId ?? null,
        redeemedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(cashOrders.id, order.id), eq(cashOrders.status, 'BUY_IN_PROGRESS'), isNull(cashOrders.creditTransactionId)))
      .returning({ id: cashOrders.id });
    if (completed.length === 0) throw new MachineRefusal(409, 'CODE_ALREADY_REDEEMED');
    return { credited: creditOf(order) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.credited;
}
