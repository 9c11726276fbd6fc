import 'server-only';
import { createHmac, randomBytes, createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { env } from '@/lib/env';
import { findAtm, machineForOrder, MachineRefusal } from '@/lib/server/atms';
import type { CustomerRow } from '@/lib/server/auth';
import {
  bookOrderPayment,
  chainNodeOf,
  keepOrderPayment,
  openOrderAddress,
  orderAddressPayments,
  orderNode,
  replacedOrderPayments,
  type OrderAddressPayment,
} from '@/lib/server/chain';
import {
  holdsOrderAccessCookie,
  newOrderAccessToken,
  newReference,
  orderRecipient,
  type OrderContext,
  type Placed,
} from '@/lib/server/checkout';
import { AppError, fieldError, lockCustomer } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import {
  customerAccount,
  feeLeg,
  holdFunds,
  houseAccount,
  inLedgerTransaction,
  move,
  post,
  releaseHold,
  releaseLimits,
  settle,
  withIdempotencyKey,
} from '@/lib/server/ledger';
import { assertHeadroom, assertNotBlocked, eurValueOf, limitUses, withinLimits } from '@/lib/server/limits';
import { latestPrice } from '@/lib/server/rates';
import { sendEmail } from '@/lib/server/mail';
import { enforceRateLimit } from '@/lib/server/security';
import { cashCodeEmail } from './mail';
import {
  cashOrderAmounts,
  NOT_PAYABLE,
  rateText,
  EXPIRING_CASH_ORDER_STATUSES,
  OPEN_SELL_STATUSES,
  type CashOrderErrorReason,
  type CashOrderSide,
  type CashOrderStatus,
} from '@/lib/terms/cash-orders';
import { machineCashSchema, type CashOrderValues, type VisitorCashSellValues } from '@/lib/validation/cash-orders';
import type { CashOrderView, VisitorPayment } from '@/lib/views/cash-orders';

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
const withinUnconfirmedAllowance = (order: Pick<CashOrderRow, 'valueEurMinor' | 'paymentReplacedAt'>) =>
  order.paymentReplacedAt === null && order.valueEurMinor <= BigInt(env().ATM_UNCONFIRMED_ALLOWANCE_EUR) * 10n ** BigInt(FIAT_SCALE);

/**
 * Whether a machine may take the order's code now: a buy awaiting cash, a sell whose crypto is held or booked
 * (ARRIVED), or a visitor's sell whose payment is seen but not confirmed yet (ARRIVING) within the allowance.
 */
function codeUsable(order: CashOrderRow): boolean {
  if (order.status === 'SELL_PAYMENT_ARRIVING') return withinUnconfirmedAllowance(order);
  return order.status === 'SELL_PAYMENT_ARRIVED' || order.status === 'BUY_IN_PROGRESS';
}

/** The withdrawal code while a machine may take it, else null. */
const usableCode = (order: CashOrderRow) => (codeUsable(order) ? withdrawalCode(order) : null);

type Machine = NonNullable<Awaited<ReturnType<typeof machineForOrder>>>;

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

interface Priced {
  machine: Machine;
  customer: { id: number; level: number };
  cashMinor: bigint;
  /** Fiat per whole coin now, at the machine's currency. */
  rate: string;
  valueEurMinor: bigint;
}

type MachineSide = { side: CashOrderSide; input: CashOrderValues };

/**
 * What every cash order checks: the machine in operation on that side with the coin, a sum of its notes, and a price;
 * the order is priced at it now.
 */
async function priceAtMachine(tx: Executor, { side, input }: MachineSide) {
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
async function insertOrder(tx: Executor, priced: Awaited<ReturnType<typeof priceAtMachine>>, values: OrderValues) {
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

/**
 * A visitor (no account) sells crypto for cash: the same machine, notes and price as a customer's sell, paid on chain.
 * The order gets an address of its own on the orders' branch, watched before the row is written, and asks for
 * crypto + fee there (SELL_PAYMENT_REQUESTED); advanceVisitorSells moves it as the payment is seen and confirmed. Only
 * the placing browser gets the capability that opens the order's page. A coin without a node is refused on its field.
 */
export async function placeVisitorCashSell(input: VisitorCashSellValues, context: OrderContext): Promise<Placed<{ id: number }>> {
  await enforceRateLimit('cash-sell-order', { ip: context.ip });
  orderNode(input.asset, 'asset');
  const reference = newReference('CS');
  const capability = newOrderAccessToken();
  const order = await db().transaction(async (tx) => {
    const priced = await priceAtMachine(tx, { side: 'sell', input });
    const { cryptoAmount, fee } = cashOrderAmounts('sell', input.asset, priced.cashMinor, priced.rate, priced.machine.sellFeePercent);
    const payment = await openOrderAddress(tx, input.asset, 'asset');
    return insertOrder(tx, priced, {
      side: 'sell',
      status: 'SELL_PAYMENT_REQUESTED',
      asset: input.asset,
      cryptoAmount,
      fee,
      reference,
      accessHash: capability.hash,
      email: input.email,
      locale: context.locale,
      paymentAddressId: payment.id,
      paymentAddress: payment.address,
    });
  });
  return { answer: { id: order.id }, access: { reference, token: capability.token } };
}

/** A visitor's order for the browser holding its capability (any other browser, signed in or not: null). */
export async function visitorCashOrder(id: number): Promise<(CashOrderView & { code: string | null; payment: VisitorPayment }) | null> {
  const [order] = await db()
    .select()
    .from(cashOrders)
    .where(and(eq(cashOrders.id, id), isNotNull(cashOrders.accessHash)));
  if (!order || !(await holdsOrderAccessCookie(order.reference!, order.accessHash))) return null;
  return {
    ...cashOrderView(order),
    code: usableCode(order),
    payment: {
      address: order.paymentAddress!,
      amount: fromUnits(order.cryptoAmount + order.fee, scaleOf(order.asset)),
      unconfirmedAllowed: withinUnconfirmedAllowance(order),
      confirmations: chainNodeOf(order.asset)?.confirmations ?? 0,
    },
  };
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

const isOpen = (status: CashOrderStatus, open: readonly CashOrderStatus[]) => open.includes(status);

const lockOrder = async (tx: Executor, id: number) => (await tx.select().from(cashOrders).where(eq(cashOrders.id, id)).for('update'))[0];

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

async function closeOrder(tx: Executor, id: number, status: CashOrderStatus, errorReason: CashOrderErrorReason) {
  const [closed] = await tx
    .update(cashOrders)
    .set({ status, errorReason, updatedAt: sql`now()` })
    .where(eq(cashOrders.id, id))
    .returning();
  return closed!;
}

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

type PaymentStep = 'arriving' | 'arrived' | 'underpaid' | 'kept' | 'waiting';

/**
 * Moves one visitor's sell by a payment to its address, under the order's row lock (then the deposit's, then the
 * ledger's accounts). The first payment seen decides: less than crypto + fee is SELL_ERROR (underpaid) and the
 * payment is kept for the operator as a swap's is; enough is SELL_PAYMENT_ARRIVING. At its confirmations it is booked
 * once from the hot wallet into ATM clearing (more than asked: the rest to suspense, for the operator to refund),
 * SELL_PAYMENT_ARRIVED (or still SELL_WITHDRAWN when a machine paid out within the allowance first). Any other payment
 * (a second one, or one after the order closed) is kept for the operator.
 */
async function advanceBy(
  tx: Executor,
  payment: OrderAddressPayment,
): Promise<{ step: PaymentStep; order?: CashOrderRow; before?: CashOrderRow }> {
  const [locked] = await tx.select().from(cashOrders).where(eq(cashOrders.paymentAddressId, payment.addressId)).for('update');
  if (!locked) return { step: 'waiting' };
  let order: CashOrderRow = locked;
  const asked = order.cryptoAmount + order.fee;
  let step: PaymentStep = 'waiting';
  if (order.status === 'SELL_PAYMENT_REQUESTED' && order.expiresAt.getTime() > Date.now()) {
    if (payment.amount < asked) {
      await keepOrderPayment(tx, payment.id);
      return { step: 'underpaid', order: await closeOrder(tx, order.id, 'SELL_ERROR', 'underpaid'), before: locked };
    }
    [order] = (await tx
      .update(cashOrders)
      .set({ status: 'SELL_PAYMENT_ARRIVING', paymentDepositId: payment.id, updatedAt: sql`now()` })
      .where(eq(cashOrders.id, order.id))
      .returning()) as [CashOrderRow];
    step = 'arriving';
  }
  const settles = order.paymentDepositId === payment.id && (order.status === 'SELL_PAYMENT_ARRIVING' || order.status === 'SELL_WITHDRAWN');
  if (!settles) {
    await keepOrderPayment(tx, payment.id);
    return { step: 'kept' };
  }
  const booked = await bookOrderPayment(
    tx,
    payment.id,
    (amount) => [
      { kind: 'atm_clearing', amount: asked },
      { kind: 'suspense', amount: amount - asked },
    ],
    { cashOrder: order.reference },
  );
  if (booked === null) return { step, order, before: locked };
  [order] = (await tx
    .update(cashOrders)
    .set({
      paymentTransactionId: booked,
      status: order.status === 'SELL_PAYMENT_ARRIVING' ? 'SELL_PAYMENT_ARRIVED' : order.status,
      updatedAt: sql`now()`,
    })
    .where(eq(cashOrders.id, order.id))
    .returning()) as [CashOrderRow];
  return { step: 'arrived', order, before: locked };
}

/** The withdrawal code to the visitor's e-mail, in their language, with where and until when it works. */
async function emailCode(order: CashOrderRow): Promise<void> {
  await sendEmail({
    ...cashCodeEmail(orderRecipient(order.email!, order.locale ?? 'en'), {
      reference: order.reference!,
      code: withdrawalCode(order),
      cash: fromUnits(order.cashMinor, FIAT_SCALE),
      currency: order.currency,
      atm: (await findAtm(String(order.atmId)))?.name ?? '',
      expiresAt: order.expiresAt,
    }),
    purpose: 'cash-sell-code',
  });
}

/**
 * Visitors' sells whose seen payment the chain replaced (its inputs spent by another transaction in a block): the
 * payment will never arrive, so the order awaits payment again and a machine is refused its code until one confirms. The
 * update re-checks the status under the row's lock, so a machine that paid out first keeps its SELL_WITHDRAWN.
 */
async function reopenReplacedPayments(): Promise<number> {
  const arriving = await db()
    .select({ depositId: cashOrders.paymentDepositId })
    .from(cashOrders)
    .where(and(eq(cashOrders.status, 'SELL_PAYMENT_ARRIVING'), isNotNull(cashOrders.paymentDepositId)));
  const replaced = await replacedOrderPayments(arriving.map((row) => row.depositId!));
  if (replaced.length === 0) return 0;
  const reopened = await db()
    .update(cashOrders)
    .set({ status: 'SELL_PAYMENT_REQUESTED', paymentDepositId: null, paymentReplacedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(cashOrders.status, 'SELL_PAYMENT_ARRIVING'), inArray(cashOrders.paymentDepositId, replaced)))
    .returning({ id: cashOrders.id });
  return reopened.length;
}

/**
 * One pass over the payments to visitors' sell addresses the chain watcher recorded (cash-sell-payments job, as often
 * as the watcher), after the orders whose payment the chain replaced are reopened. When a step makes the withdrawal
 * code usable, the code is e-mailed to the visitor after the commit.
 */
export async function advanceVisitorSells(): Promise<Record<PaymentStep | 'replaced', number>> {
  const summary = { arriving: 0, arrived: 0, underpaid: 0, kept: 0, waiting: 0, replaced: await reopenReplacedPayments() };
  for (const payment of await orderAddressPayments()) {
    const { step, order, before } = await inLedgerTransaction((tx) => advanceBy(tx, payment));
    summary[step]++;
    // Seen within the allowance, or confirmed above it: the code works from now on.
    if (order && before && codeUsable(order) && !codeUsable(before)) await emailCode(order);
  }
  return summary;
}
