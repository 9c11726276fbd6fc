import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { findAtm } from '@/lib/server/atms';
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
import { db, type Executor } from '@/lib/server/db';
import { cashOrders } from '@/lib/server/db/schema';
import { inLedgerTransaction } from '@/lib/server/ledger';
import { sendEmail } from '@/lib/server/mail';
import { enforceRateLimit } from '@/lib/server/security';
import { cashOrderAmounts } from '@/lib/terms/cash-orders';
import type { VisitorCashSellValues } from '@/lib/validation/cash-orders';
import type { CashOrderView, VisitorPayment } from '@/lib/views/cash-orders';
import { cashCodeEmail } from './mail';
import {
  cashOrderView,
  closeOrder,
  codeUsable,
  insertOrder,
  priceAtMachine,
  usableCode,
  withdrawalCode,
  withinUnconfirmedAllowance,
  type CashOrderRow,
} from './orders-core';

// A visitor's (no account) sell for cash: placed with an address of its own, moved by the payments the chain sees.

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
