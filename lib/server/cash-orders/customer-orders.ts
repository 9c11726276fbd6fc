import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import { holdFunds, inLedgerTransaction, withIdempotencyKey } from '@/lib/server/ledger';
import { assertHeadroom, assertNotBlocked, limitUses, withinLimits } from '@/lib/server/limits';
import { cashOrderAmounts, type CashOrderSide } from '@/lib/terms/cash-orders';
import type { CashOrderValues } from '@/lib/validation/cash-orders';
import type { CashOrderView } from '@/lib/views/cash-orders';
import { cashOrderView, closeOrder, insertOrder, lockOrder, priceAtMachine, usableCode, utcDayStart, type Machine } from './orders-core';

// A signed-in customer's cash orders: placing a sell or a buy from their accounts, reading them, cancelling a buy.

const FEATURE = 'atm';
/** Spec §8: codes made per customer in a UTC day (the counter starts again at 00:00 UTC). */
export const CODES_PER_UTC_DAY = 5;

interface Priced {
  machine: Machine;
  customer: { id: number; level: number };
  cashMinor: bigint;
  /** Fiat per whole coin now, at the machine's currency. */
  rate: string;
  valueEurMinor: bigint;
}

/**
 * What a customer's sell and buy check alike, under the customer's lock: the machine and price (priceAtMachine) and the
 * day's code limit; then `place` moves the money and the order is written.
 */
async function placeCashOrder(
  tx: Executor,
  user: CustomerRow,
  side: CashOrderSide,
  input: CashOrderValues,
  place: (
    priced: Priced,
  ) => Promise<
    Omit<typeof cashOrders.$inferInsert, keyof Priced | 'userId' | 'side' | 'atmId' | 'currency' | 'asset' | 'codeSalt' | 'expiresAt'>
  >,
) {
  await assertNotBlocked(tx, FEATURE, user.id, 'sender');
  const customer = await lockCustomer(tx, user.id, ['verificationLevel']);
  const priced = await priceAtMachine(tx, { side, input });
  const [{ today } = { today: 0 }] = await tx
    .select({ today: sql<number>`count(*)::int` })
    .from(cashOrders)
    .where(and(eq(cashOrders.userId, user.id), gte(cashOrders.createdAt, utcDayStart)));
  if (today >= CODES_PER_UTC_DAY) {
    throw new AppError(429, 'cashOrders.errors.codeLimit', { values: { limit: CODES_PER_UTC_DAY } });
  }
  const amounts = await place({ ...priced, customer: { id: user.id, level: customer!.verificationLevel } });
  return cashOrderView(await insertOrder(tx, priced, { ...amounts, userId: user.id, side, asset: input.asset }));
}

/**
 * Sell for cash from the customer's crypto account: the crypto and the ATM's sell fee are held at once (counted in
 * the ATM limits), and the order waits with a withdrawal code until a machine redeems it or the code lapses.
 */
export async function placeCashSell(user: CustomerRow, input: CashOrderValues, idempotencyKey: string) {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'cash-orders/sell', ...input }, (tx) =>
    placeCashOrder(tx, user, 'sell', input, async ({ machine, customer, cashMinor, rate, valueEurMinor }) => {
      const { cryptoAmount, fee } = cashOrderAmounts('sell', input.asset, cashMinor, rate, machine.sellFeePercent);
      const holdTransactionId = await withinLimits(
        holdFunds(tx, {
          userId: user.id,
          asset: input.asset,
          amount: cryptoAmount + fee,
          kind: 'atm-cash',
          valueEurMinor,
          limits: await limitUses(tx, customer, 'atm', valueEurMinor, 'sender'),
          metadata: { atmId: machine.id, cash: fromUnits(cashMinor, FIAT_SCALE), currency: machine.currency },
        }),
      );
      return { status: 'SELL_PAYMENT_ARRIVED', cryptoAmount, fee, holdTransactionId };
    }),
  );
}

/**
 * Buy at an ATM: the order fixes the rate and the ATM's buy fee, and waits (BUY_IN_PROGRESS) with a code the customer
 * shows at the machine until the machine reports the notes (reportBuyCash), the customer cancels, or the code lapses.
 * Nothing is held; the ATM limits are checked now and counted when the crypto is credited.
 */
export async function placeCashBuy(user: CustomerRow, input: CashOrderValues, idempotencyKey: string) {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'cash-orders/buy', ...input }, (tx) =>
    placeCashOrder(tx, user, 'buy', input, async ({ machine, customer, cashMinor, rate, valueEurMinor }) => {
      await limitUses(tx, customer, 'atm', valueEurMinor, 'sender');
      await assertHeadroom(tx, customer, 'atm', valueEurMinor, 'sender');
      const { cryptoAmount, fee } = cashOrderAmounts('buy', input.asset, cashMinor, rate, machine.buyFeePercent);
      return { status: 'BUY_IN_PROGRESS', cryptoAmount, fee };
    }),
  );
}

/** One of the customer's orders (another customer's is 404), with its code while it can be redeemed. */
export async function ownCashOrder(userId: number, id: number): Promise<CashOrderView & { code: string | null }> {
  const [order] = await db()
    .select()
    .from(cashOrders)
    .where(and(eq(cashOrders.id, id), eq(cashOrders.userId, userId)));
  if (!order) throw new AppError(404, 'cashOrders.errors.notFound');
  return { ...cashOrderView(order), code: usableCode(order) };
}

/** The customer's cash orders, newest first: the list under the form, with their statuses (spec §4). */
export async function ownCashOrders(userId: number, limit = 50): Promise<CashOrderView[]> {
  const rows = await db()
    .select()
    .from(cashOrders)
    .where(eq(cashOrders.userId, userId))
    .orderBy(desc(cashOrders.createdAt), desc(cashOrders.id))
    .limit(limit);
  return rows.map(cashOrderView);
}

/** The customer cancels a buy before the machine took any notes: BUY_CANCELED, its code refused from then on. */
export async function cancelCashBuy(userId: number, id: number) {
  return inLedgerTransaction(async (tx) => {
    await lockCustomer(tx, userId);
    const order = await lockOrder(tx, id);
    if (!order || order.userId !== userId) throw new AppError(404, 'cashOrders.errors.notFound');
    if (order.side !== 'buy' || order.status !== 'BUY_IN_PROGRESS') throw new AppError(409, 'cashOrders.errors.notCancelable');
    return cashOrderView(await closeOrder(tx, id, 'BUY_CANCELED', 'canceled'));
  });
}
