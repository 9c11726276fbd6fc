import 'server-only';
import { createHmac, randomBytes, createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { env } from '@/lib/env';
import { machineForOrder } from '@/lib/server/atms';
import { AppError, fieldError } from '@/lib/server/core';
import type { Executor } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import { eurValueOf } from '@/lib/server/limits';
import { latestPrice } from '@/lib/server/rates';
import { NOT_PAYABLE, rateText, type CashOrderErrorReason, type CashOrderSide, type CashOrderStatus } from '@/lib/terms/cash-orders';
import { machineCashSchema, type CashOrderValues } from '@/lib/validation/cash-orders';
import type { CashOrderView } from '@/lib/views/cash-orders';

// What the four actors of a cash order share (customer-orders, visitor-orders, machine-orders, expiry): its row, its
// code, its price at the machine, and the row's lock and close.

/** How long a withdrawal code can be redeemed; then the expiry job gives the crypto back. */
export const CODE_LIFETIME_HOURS = 24;
const CODE_DIGITS = 12;

/** The start of the current UTC day, as the database sees it: the day the code limits count in. */
export const utcDayStart = sql<Date>`date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

export type CashOrderRow = typeof cashOrders.$inferSelect;

/** The withdrawal code of an order: an HMAC of its id and salt, so it is never stored and its hash finds the order. */
export function withdrawalCode(order: Pick<CashOrderRow, 'id' | 'codeSalt'>): string {
  const mac = createHmac('sha256', env().ORDER_SIGNING_KEY)
    .update(`cash-order-code:${order.id}:${order.codeSalt.toString('hex')}`)
    .digest();
  return (mac.readBigUInt64BE(0) % 10n ** BigInt(CODE_DIGITS)).toString().padStart(CODE_DIGITS, '0');
}

export const codeHashOf = (code: string) => createHash('sha256').update(code).digest();

export function cashOrderView(order: CashOrderRow): CashOrderView {
  const scale = scaleOf(order.asset);
  return {
    id: order.id,
    reference: order.reference,
    side: order.side,
    status: order.status,
    atmId: order.atmId,
    currency: order.currency,
    cash: fromUnits(order.cashMinor, FIAT_SCALE),
    asset: order.asset,
    crypto: fromUnits(order.cryptoAmount, scale),
    fee: fromUnits(order.fee, scale),
    // A buy holds nothing: the crypto comes from the provider once the machine has the notes.
    held: fromUnits(order.side === 'sell' ? order.cryptoAmount + order.fee : 0n, scale),
    rate: rateText(order.rate),
    expiresAt: order.expiresAt.toISOString(),
    errorReason: order.errorReason,
  };
}

/**
 * Whether a visitor's order may pay out before its payment is confirmed: its value within the operator's allowance,
 * and no payment it saw was replaced on the chain (who double-spent once waits for confirmations).
 */
export const withinUnconfirmedAllowance = (order: Pick<CashOrderRow, 'valueEurMinor' | 'paymentReplacedAt'>) =>
  order.paymentReplacedAt === null && order.valueEurMinor <= BigInt(env().ATM_UNCONFIRMED_ALLOWANCE_EUR) * 10n ** BigInt(FIAT_SCALE);

/**
 * Whether a machine may take the order's code now: a buy awaiting cash, a sell whose crypto is held or booked
 * (ARRIVED), or a visitor's sell whose payment is seen but not confirmed yet (ARRIVING) within the allowance.
 */
export function codeUsable(order: CashOrderRow): boolean {
  if (order.status === 'SELL_PAYMENT_ARRIVING') return withinUnconfirmedAllowance(order);
  return order.status === 'SELL_PAYMENT_ARRIVED' || order.status === 'BUY_IN_PROGRESS';
}

/** The withdrawal code while a machine may take it, else null. */
export const usableCode = (order: CashOrderRow) => (codeUsable(order) ? withdrawalCode(order) : null);

export type Machine = NonNullable<Awaited<ReturnType<typeof machineForOrder>>>;

/** A sum of the machine's notes within its per-order limits, checked by the schema the form checks it with. */
function assertPayable(machine: Machine, cash: number) {
  const limits = {
    notes: machine.notes,
    min: fromUnits(BigInt(machine.minAmountMinor), FIAT_SCALE),
    max: fromUnits(BigInt(machine.maxAmountMinor), FIAT_SCALE),
  };
  if (!machineCashSchema(limits).safeParse(cash).success) {
    throw fieldError('cash', NOT_PAYABLE, { ...limits, notes: limits.notes.join(', '), currency: machine.currency });
  }
}

type MachineSide = { side: CashOrderSide; input: CashOrderValues };

/**
 * What every cash order checks: the machine in operation on that side with the coin, a sum of its notes, and a price;
 * the order is priced at it now.
 */
export async function priceAtMachine(tx: Executor, { side, input }: MachineSide) {
  const machine = await machineForOrder(tx, input.atmId);
  const serves = side === 'sell' ? machine?.canSell : machine?.canBuy;
  if (!machine || machine.status !== 'In operation' || !serves || !machine.coins.includes(input.asset)) {
    throw new AppError(409, 'cashOrders.errors.atmUnavailable');
  }
  assertPayable(machine, input.cash);
  const cashMinor = BigInt(input.cash) * 10n ** BigInt(FIAT_SCALE);
  const rate = await latestPrice(input.asset, machine.currency, tx);
  if (!rate) throw new AppError(409, 'payments.errors.priceUnavailable', { values: { coin: input.asset } });
  return { machine, cashMinor, rate, valueEurMinor: await eurValueOf(machine.currency, cashMinor, tx) };
}

type OrderValues = Omit<
  typeof cashOrders.$inferInsert,
  'atmId' | 'currency' | 'cashMinor' | 'rate' | 'valueEurMinor' | 'codeSalt' | 'expiresAt'
>;

/** Writes the order priced at the machine; its code is set once its id is known. */
export async function insertOrder(tx: Executor, priced: Awaited<ReturnType<typeof priceAtMachine>>, values: OrderValues) {
  const [placed] = await tx
    .insert(cashOrders)
    .values({
      ...values,
      atmId: priced.machine.id,
      currency: priced.machine.currency,
      cashMinor: priced.cashMinor,
      rate: priced.rate,
      valueEurMinor: priced.valueEurMinor,
      codeSalt: randomBytes(16),
      expiresAt: sql`now() + make_interval(hours => ${CODE_LIFETIME_HOURS})` as unknown as Date,
    })
    .returning();
  const [order] = await tx
    .update(cashOrders)
    .set({ codeHash: codeHashOf(withdrawalCode(placed!)) })
    .where(eq(cashOrders.id, placed!.id))
    .returning();
  return order!;
}

export const isOpen = (status: CashOrderStatus, open: readonly CashOrderStatus[]) => open.includes(status);

export const lockOrder = async (tx: Executor, id: number) =>
  (await tx.select().from(cashOrders).where(eq(cashOrders.id, id)).for('update'))[0];

export async function closeOrder(tx: Executor, id: number, status: CashOrderStatus, errorReason: CashOrderErrorReason) {
  const [closed] = await tx
    .update(cashOrders)
    .set({ status, errorReason, updatedAt: sql`now()` })
    .where(eq(cashOrders.id, id))
    .returning();
  return closed!;
}
