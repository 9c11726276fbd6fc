import 'server-only';
import { createHmac, randomBytes, createHash } from 'node:crypto';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { divide, FIAT_SCALE, fromUnits, scaleOf, toUnits } from '@/lib/money';
import { env } from '@/lib/env';
import { machineForOrder, MachineRefusal } from '@/lib/server/atms';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import {
  customerAccount,
  feeLeg,
  holdFunds,
  houseAccount,
  inLedgerTransaction,
  move,
  releaseHold,
  releaseLimits,
  settle,
  withIdempotencyKey,
} from '@/lib/server/ledger';
import { assertNotBlocked, eurValueOf, limitUses, withinLimits } from '@/lib/server/limits';
import { PRICE_SCALE } from '@/lib/server/pricing';
import { quoteOf } from '@/lib/server/rates';
import type { CashSellValues } from '@/lib/validation/cash-orders';
import type { CashOrderView } from '@/lib/views/cash-orders';

const FEATURE = 'atm';
/** How long a withdrawal code can be redeemed; then the expiry job gives the crypto back. */
export const CODE_LIFETIME_HOURS = 24;
/** Spec §8: codes made and codes redeemed per customer in a UTC day (the counters start again at 00:00 UTC). */
export const CODES_PER_UTC_DAY = 5;
export const REDEEMS_PER_UTC_DAY = 5;
const CODE_DIGITS = 12;

/** The start of the current UTC day, as the database sees it: the day the code limits count in. */
const utcDayStart = sql<Date>`date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

type CashOrderRow = typeof cashOrders.$inferSelect;

/** The withdrawal code of an order: an HMAC of its id and salt, so it is never stored and its hash finds the order. */
export function withdrawalCode(order: Pick<CashOrderRow, 'id' | 'codeSalt'>): string {
  const mac = createHmac('sha256', env().ORDER_SIGNING_KEY)
    .update(`cash-order-code:${order.id}:${order.codeSalt.toString('hex')}`)
    .digest();
  return (mac.readBigUInt64BE(0) % 10n ** BigInt(CODE_DIGITS)).toString().padStart(CODE_DIGITS, '0');
}

const codeHashOf = (code: string) => createHash('sha256').update(code).digest();

export function cashOrderView(order: CashOrderRow): CashOrderView {
  const scale = scaleOf(order.asset);
  return {
    id: order.id,
    side: order.side,
    status: order.status,
    atmId: order.atmId,
    currency: order.currency,
    cash: fromUnits(order.cashMinor, FIAT_SCALE),
    asset: order.asset,
    crypto: fromUnits(order.cryptoAmount, scale),
    fee: fromUnits(order.fee, scale),
    held: fromUnits(order.cryptoAmount + order.fee, scale),
    rate: order.rate,
    expiresAt: order.expiresAt.toISOString(),
    errorReason: order.errorReason,
  };
}

/** Crypto for `cashMinor` at `price` (fiat per coin), rounded up: the notes are paid for in full. */
function cryptoFor(asset: string, cashMinor: bigint, price: string): bigint {
  return divide(cashMinor * 10n ** BigInt(scaleOf(asset) + PRICE_SCALE - FIAT_SCALE), toUnits(price, PRICE_SCALE, 'up'), 'up');
}

/** A sum the machine can pay: a multiple of its smallest note, within its per-transaction limits. */
function assertPayable(machine: NonNullable<Awaited<ReturnType<typeof machineForOrder>>>, cashMinor: bigint) {
  const smallest = BigInt(Math.min(...machine.notes)) * 10n ** BigInt(FIAT_SCALE);
  const [min, max] = [BigInt(machine.minAmountMinor), BigInt(machine.maxAmountMinor)];
  if (cashMinor % smallest !== 0n || cashMinor < min || cashMinor > max) {
    throw new AppError(422, 'cashOrders.errors.notPayable', {
      values: {
        note: fromUnits(smallest, FIAT_SCALE),
        min: fromUnits(min, FIAT_SCALE),
        max: fromUnits(max, FIAT_SCALE),
        currency: machine.currency,
      },
    });
  }
}

/**
 * Sell for cash from the customer's crypto account: the crypto and the ATM's sell fee are held at once (counted in
 * the ATM limits), and the order waits with a withdrawal code until a machine redeems it or the code lapses.
 */
export async function placeCashSell(user: CustomerRow, input: CashSellValues, idempotencyKey: string) {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'cash-orders/sell', ...input }, async (tx) => {
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    const customer = await lockCustomer(tx, user.id, ['verificationLevel']);
    const machine = await machineForOrder(tx, input.atmId);
    if (!machine || machine.status !== 'In operation' || !machine.canSell || !machine.coins.includes(input.asset)) {
      throw new AppError(409, 'cashOrders.errors.atmUnavailable');
    }
    const cashMinor = BigInt(input.cash) * 10n ** BigInt(FIAT_SCALE);
    assertPayable(machine, cashMinor);
    const [{ today } = { today: 0 }] = await tx
      .select({ today: sql<number>`count(*)::int` })
      .from(cashOrders)
      .where(and(eq(cashOrders.userId, user.id), gte(cashOrders.createdAt, utcDayStart)));
    if (today >= CODES_PER_UTC_DAY) {
      throw new AppError(429, 'cashOrders.errors.codeLimit', { values: { limit: CODES_PER_UTC_DAY } });
    }
    const quote = await quoteOf(input.asset, machine.currency);
    if (!quote) throw new AppError(409, 'payments.errors.priceUnavailable', { values: { coin: input.asset } });
    const cryptoAmount = cryptoFor(input.asset, cashMinor, quote.price);
    const fee = divide(cryptoAmount * toUnits(machine.sellFeePercent, 2), 10_000n, 'up');
    const valueEurMinor = await eurValueOf(machine.currency, cashMinor);
    const holdId = await withinLimits(
      holdFunds(tx, {
        userId: user.id,
        asset: input.asset,
        amount: cryptoAmount + fee,
        kind: 'atm-cash',
        valueEurMinor,
        limits: await limitUses(tx, { id: user.id, level: customer!.verificationLevel }, 'atm', valueEurMinor, 'sender'),
        metadata: { atmId: machine.id, cash: fromUnits(cashMinor, FIAT_SCALE), currency: machine.currency },
      }),
    );
    const codeSalt = randomBytes(16);
    const [placed] = await tx
      .insert(cashOrders)
      .values({
        userId: user.id,
        side: 'sell',
        status: 'SELL_PAYMENT_ARRIVED',
        atmId: machine.id,
        currency: machine.currency,
        cashMinor,
        asset: input.asset,
        cryptoAmount,
        fee,
        rate: quote.price,
        valueEurMinor,
        codeSalt,
        holdTransactionId: holdId,
        expiresAt: sql`now() + make_interval(hours => ${CODE_LIFETIME_HOURS})` as unknown as Date,
      })
      .returning();
    const [order] = await tx
      .update(cashOrders)
      .set({ codeHash: codeHashOf(withdrawalCode(placed!)) })
      .where(eq(cashOrders.id, placed!.id))
      .returning();
    return cashOrderView(order!);
  });
}

/** One of the customer's orders (another customer's is 404), with its code while it can be redeemed. */
export async function ownCashOrder(userId: number, id: number): Promise<CashOrderView & { code: string | null }> {
  const [order] = await db()
    .select()
    .from(cashOrders)
    .where(and(eq(cashOrders.id, id), eq(cashOrders.userId, userId)));
  if (!order) throw new AppError(404, 'cashOrders.errors.notFound');
  const open = order.side === 'sell' && (OPEN_SELL as readonly string[]).includes(order.status);
  return { ...cashOrderView(order), code: open ? withdrawalCode(order) : null };
}

/** The sell statuses whose code a machine may still redeem (paid from the account: ARRIVED at once). */
const OPEN_SELL = ['SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED'] as const;

const lockOrder = async (tx: Executor, id: number) => (await tx.select().from(cashOrders).where(eq(cashOrders.id, id)).for('update'))[0];

/**
 * A machine pays out a code, once: the customer's lock, then the order's row, decide who is first; the hold is
 * posted to the ATMs' cash account (the fee to the provider) in the same transaction as SELL_WITHDRAWN.
 */
export async function redeemCode(atmId: number, code: string) {
  const [found] = await db()
    .select({ id: cashOrders.id, userId: cashOrders.userId })
    .from(cashOrders)
    .where(and(eq(cashOrders.codeHash, codeHashOf(code)), eq(cashOrders.side, 'sell')));
  if (!found) throw new MachineRefusal(404, 'CODE_UNKNOWN');
  return inLedgerTransaction(async (tx) => {
    if (found.userId !== null) await lockCustomer(tx, found.userId);
    const order = (await lockOrder(tx, found.id))!;
    if (order.status === 'SELL_WITHDRAWN') throw new MachineRefusal(409, 'CODE_ALREADY_REDEEMED');
    if (!(OPEN_SELL as readonly string[]).includes(order.status) || order.expiresAt.getTime() <= Date.now()) {
      throw new MachineRefusal(410, 'CODE_EXPIRED');
    }
    if (order.atmId !== atmId) throw new MachineRefusal(409, 'WRONG_MACHINE');
    if (order.userId !== null) {
      const [{ today } = { today: 0 }] = await tx
        .select({ today: sql<number>`count(*)::int` })
        .from(cashOrders)
        .where(and(eq(cashOrders.userId, order.userId), gte(cashOrders.redeemedAt, utcDayStart)));
      if (today >= REDEEMS_PER_UTC_DAY) throw new MachineRefusal(429, 'REDEEM_LIMIT');
      const [held, atmCash] = await Promise.all([
        customerAccount(tx, order.userId, order.asset, 'held'),
        houseAccount(tx, 'atm_cash', order.asset),
      ]);
      await settle(tx, order.holdTransactionId!, 'posted', [
        ...move(held.id, atmCash.id, order.cryptoAmount),
        ...(await feeLeg(tx, held.id, order.asset, order.fee)),
      ]);
    }
    const [redeemed] = await tx
      .update(cashOrders)
      .set({ status: 'SELL_WITHDRAWN', redeemedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(cashOrders.id, order.id))
      .returning();
    return { orderId: redeemed!.id, currency: redeemed!.currency, cash: fromUnits(redeemed!.cashMinor, FIAT_SCALE) };
  });
}

/**
 * Codes that lapsed: each hold is released (and what it counted against the ATM limits given back), the order
 * ends SELL_ERROR with the reason. A redeem racing it waits on the order's row and then finds it closed.
 */
export async function expireCashOrders(): Promise<{ expired: number }> {
  const due = await db()
    .select({ id: cashOrders.id })
    .from(cashOrders)
    .where(and(inArray(cashOrders.status, [...OPEN_SELL]), lte(cashOrders.expiresAt, sql`now()`)));
  let expired = 0;
  for (const { id } of due) {
    expired += await inLedgerTransaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || !(OPEN_SELL as readonly string[]).includes(order.status)) return 0;
      if (order.holdTransactionId !== null && order.userId !== null) {
        await releaseHold(tx, order.holdTransactionId);
        await releaseLimits(tx, order.userId, 'atm', order.holdTransactionId);
      }
      await tx
        .update(cashOrders)
        .set({ status: 'SELL_ERROR', errorReason: 'expired', updatedAt: sql`now()` })
        .where(eq(cashOrders.id, id));
      return 1;
    });
  }
  return { expired };
}
