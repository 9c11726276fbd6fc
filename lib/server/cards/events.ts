import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, lockCustomer } from '@/lib/server/core';
import { schema, type Executor } from '@/lib/server/db';
import {
  accountBalance,
  customerAccount,
  feeLeg,
  holdFunds,
  houseAccount,
  inLedgerTransaction,
  move,
  post,
  releaseHold,
  settle,
} from '@/lib/server/ledger';
import { feeFor } from '@/lib/server/pricing';
import { CARD_CURRENCY, type CardDeclineReason } from '@/lib/terms/cards';
import { cardIssuer, type CardRow } from './cards';
import { env } from '@/lib/env';
import { verifiedEvent, type IssuerEvent } from './issuer';

const { cards, cardPurchases, cardIssuerEvents } = schema;

/** What the webhook answers: the decision on an authorization, a receipt for the rest. */
export type EventAnswer = { approved: true } | { approved: false; reason: CardDeclineReason } | { received: true };

type Purchase = typeof cardPurchases.$inferSelect;

/**
 * Handles one issuer event, once: its id is claimed in the transaction that moves its money, so a delivery repeated
 * (the issuer retries until it hears 2xx) or concurrent waits for the first and answers what the first answered.
 */
export async function handleIssuerEvent(event: IssuerEvent): Promise<EventAnswer> {
  const issuer = cardIssuer().name;
  return inLedgerTransaction(async (tx) => {
    const [claimed] = await tx
      .insert(cardIssuerEvents)
      .values({ issuer, eventId: event.id, type: event.type, answer: {} })
      .onConflictDoNothing()
      .returning({ eventId: cardIssuerEvents.eventId });
    if (!claimed) {
      const [seen] = await tx
        .select({ answer: cardIssuerEvents.answer })
        .from(cardIssuerEvents)
        .where(and(eq(cardIssuerEvents.issuer, issuer), eq(cardIssuerEvents.eventId, event.id)));
      return seen!.answer as EventAnswer;
    }
    const { answer, transactionId } = await apply(tx, issuer, event);
    await tx
      .update(cardIssuerEvents)
      .set({ answer, transactionId })
      .where(and(eq(cardIssuerEvents.issuer, issuer), eq(cardIssuerEvents.eventId, event.id)));
    return answer;
  });
}

type Applied = { answer: EventAnswer; transactionId: number | null };
const RECEIVED: EventAnswer = { received: true };

async function apply(tx: Executor, issuer: string, event: IssuerEvent): Promise<Applied> {
  if (event.type === 'authorization') return authorize(tx, issuer, event);
  const found = await purchaseLocked(tx, event.authorization);
  // An event for a purchase we never approved moves nothing; it is kept (claimed above) so a retry is answered alike.
  if (!found) return { answer: RECEIVED, transactionId: null };
  const { purchase, card } = found;
  const amount = BigInt(event.amount);
  switch (event.type) {
    case 'capture':
      return capture(tx, purchase, card, amount);
    case 'reversal':
      if (purchase.status !== 'approved' || purchase.holdTransactionId === null) return { answer: RECEIVED, transactionId: null };
      await releaseHold(tx, purchase.holdTransactionId);
      await updatePurchase(tx, purchase.id, { status: 'reversed' });
      return { answer: RECEIVED, transactionId: purchase.holdTransactionId };
    case 'refund':
      return refund(tx, purchase, card, amount);
    case 'dispute':
      return disputeFee(tx, purchase, card, amount);
  }
}

type Authorization = Extract<IssuerEvent, { type: 'authorization' }>;

/** Another payment under an authorization id already decided: neither the first decision nor a new one fits it. */
const authorizationReused = () => new AppError(409, 'cards.errors.authorizationReused');

/**
 * An authorization id the issuer sends again under a new event id (the events table keeps one answer per event id,
 * the purchases one per authorization): the first decision again, holding nothing more, when it is the same payment.
 */
function firstDecision(purchase: Purchase, cardId: number, event: Authorization): Applied {
  if (purchase.cardId !== cardId || purchase.amountMinor !== BigInt(event.amount) || purchase.merchant !== event.merchant)
    throw authorizationReused();
  const answer: EventAnswer = purchase.declineReason ? { approved: false, reason: purchase.declineReason } : { approved: true };
  return { answer, transactionId: null };
}

/**
 * The real-time decision: approved only for an active card whose day's spending stays within its limit and whose card
 * account holds the amount, which is then held (card → held) until captured or reversed. Decided under the customer's
 * lock, which every debit of the card account takes, so two authorizations at once cannot both spend the same euros.
 */
async function authorize(tx: Executor, issuer: string, event: Authorization): Promise<Applied> {
  const amount = BigInt(event.amount);
  const [owner] = await tx
    .select({ userId: cards.userId })
    .from(cards)
    .where(and(eq(cards.issuer, issuer), eq(cards.issuerCardId, event.card)));
  if (!owner) throw new AppError(404, 'cards.errors.notFound');
  await lockCustomer(tx, owner.userId);
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.issuer, issuer), eq(cards.issuerCardId, event.card)));
  const [earlier] = await tx.select().from(cardPurchases).where(eq(cardPurchases.issuerAuthorizationId, event.authorization));
  if (earlier) return firstDecision(earlier, card!.id, event);
  // Only the same id on another customer's card can still come in between (their lock is not ours): refused whole.
  const record = async (values: Pick<typeof cardPurchases.$inferInsert, 'status' | 'declineReason' | 'holdTransactionId'>) => {
    const inserted = await tx
      .insert(cardPurchases)
      .values({ cardId: card!.id, issuerAuthorizationId: event.authorization, merchant: event.merchant, amountMinor: amount, ...values })
      .onConflictDoNothing({ target: cardPurchases.issuerAuthorizationId })
      .returning({ id: cardPurchases.id });
    if (inserted.length === 0) throw authorizationReused();
  };
  const decline = async (reason: CardDeclineReason): Promise<Applied> => {
    await record({ status: 'declined', declineReason: reason });
    return { answer: { approved: false, reason }, transactionId: null };
  };
  if (card!.status !== 'active') return decline('cardInactive');
  if (card!.dailyLimitMinor !== null && (await spentToday(tx, card!.id)) + amount > card!.dailyLimitMinor) return decline('spendingLimit');
  const account = await customerAccount(tx, card!.userId, CARD_CURRENCY, 'card');
  if ((await accountBalance(tx, account.id)) < amount) return decline('insufficientFunds');
  const holdId = await holdFunds(tx, {
    userId: card!.userId,
    asset: CARD_CURRENCY,
    amount,
    from: 'card',
    kind: 'card-payment',
    valueEurMinor: amount,
    metadata: { card: card!.id, last4: card!.last4, merchant: event.merchant, authorization: event.authorization },
  });
  await record({ status: 'approved', holdTransactionId: holdId });
  return { answer: { approved: true }, transactionId: holdId };
}

/** What the card spent today (UTC): approved holds and captured amounts, less refunds. */
async function spentToday(tx: Executor, cardId: number): Promise<bigint> {
  const [row] = await tx
    .select({
      spent: sql<string>`coalesce(sum(CASE WHEN ${cardPurchases.status} = 'approved' THEN ${cardPurchases.amountMinor}
        ELSE ${cardPurchases.capturedMinor} - ${cardPurchases.refundedMinor} END), 0)`,
    })
    .from(cardPurchases)
    .where(
      and(
        eq(cardPurchases.cardId, cardId),
        inArray(cardPurchases.status, ['approved', 'captured', 'refunded']),
        sql`${cardPurchases.createdAt} >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      ),
    );
  return BigInt(row?.spent ?? '0');
}

/** The purchase an event names and its card, with the card owner's lock taken first (the lock order). */
async function purchaseLocked(tx: Executor, authorization: string): Promise<{ purchase: Purchase; card: CardRow } | undefined> {
  const [found] = await tx
    .select({ userId: cards.userId })
    .from(cardPurchases)
    .innerJoin(cards, eq(cards.id, cardPurchases.cardId))
    .where(eq(cardPurchases.issuerAuthorizationId, authorization));
  if (!found) return undefined;
  await lockCustomer(tx, found.userId);
  const [row] = await tx
    .select({ purchase: cardPurchases, card: cards })
    .from(cardPurchases)
    .innerJoin(cards, eq(cards.id, cardPurchases.cardId))
    .where(eq(cardPurchases.issuerAuthorizationId, authorization));
  return row;
}

const updatePurchase = (tx: Executor, id: number, values: Partial<typeof cardPurchases.$inferInsert>) =>
  tx
    .update(cardPurchases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cardPurchases.id, id));

/**
 * The merchant takes the money: the hold is posted, the captured amount from held to the world (the issuer pays the
 * merchant through the card network) and any part not captured back to the card account. A capture above what was
 * authorized is taken only up to the authorization: the app approved no more.
 */
async function capture(tx: Executor, purchase: Purchase, card: CardRow, amount: bigint): Promise<Applied> {
  if (purchase.status !== 'approved' || purchase.holdTransactionId === null) return { answer: RECEIVED, transactionId: null };
  const captured = amount < purchase.amountMinor ? amount : purchase.amountMinor;
  const [held, account, world] = [
    await customerAccount(tx, card.userId, CARD_CURRENCY, 'held'),
    await customerAccount(tx, card.userId, CARD_CURRENCY, 'card'),
    await houseAccount(tx, 'world', CARD_CURRENCY),
  ];
  const rest = purchase.amountMinor - captured;
  await settle(tx, purchase.holdTransactionId, 'posted', [
    ...move(held.id, world.id, captured),
    ...(rest > 0n ? move(held.id, account.id, rest) : []),
  ]);
  await updatePurchase(tx, purchase.id, { status: 'captured', capturedMinor: captured });
  return { answer: RECEIVED, transactionId: purchase.holdTransactionId };
}

/** Money back from the merchant onto the card account, never more in all than was captured. */
async function refund(tx: Executor, purchase: Purchase, card: CardRow, amount: bigint): Promise<Applied> {
  const refundable = purchase.capturedMinor - purchase.refundedMinor;
  if (purchase.status === 'approved' || purchase.status === 'declined' || refundable <= 0n)
    return { answer: RECEIVED, transactionId: null };
  const refunded = amount < refundable ? amount : refundable;
  const [account, world] = [await customerAccount(tx, card.userId, CARD_CURRENCY, 'card'), await houseAccount(tx, 'world', CARD_CURRENCY)];
  const id = await post(tx, {
    kind: 'card-refund',
    legs: move(world.id, account.id, refunded),
    valueEurMinor: refunded,
    metadata: { card: card.id, last4: card.last4, merchant: purchase.merchant, authorization: purchase.issuerAuthorizationId },
  });
  const total = purchase.refundedMinor + refunded;
  await updatePurchase(tx, purchase.id, { refundedMinor: total, status: total === purchase.capturedMinor ? 'refunded' : purchase.status });
  return { answer: RECEIVED, transactionId: id };
}

/**
 * A dispute the customer opened on a captured purchase costs the plan's chargeback fee (the schedule's `chargeback`
 * rule on the disputed amount), taken from the card account, or from the credit account when the card account holds
 * too little. When neither does, nothing is taken and the event records no posting: an operator settles it.
 */
async function disputeFee(tx: Executor, purchase: Purchase, card: CardRow, amount: bigint): Promise<Applied> {
  if (purchase.status !== 'captured' && purchase.status !== 'refunded') return { answer: RECEIVED, transactionId: null };
  const customer = await lockCustomer(tx, card.userId, ['plan']);
  const fee = (await feeFor(tx, { plan: customer!.plan, operation: 'chargeback', currency: CARD_CURRENCY }, amount)).amount;
  if (fee <= 0n) return { answer: RECEIVED, transactionId: null };
  for (const kind of ['card', 'available'] as const) {
    const payer = await customerAccount(tx, card.userId, CARD_CURRENCY, kind);
    if ((await accountBalance(tx, payer.id)) < fee) continue;
    const id = await post(tx, {
      kind: 'card-fee',
      legs: await feeLeg(tx, payer.id, CARD_CURRENCY, fee),
      valueEurMinor: fee,
      metadata: { card: card.id, last4: card.last4, merchant: purchase.merchant, authorization: purchase.issuerAuthorizationId },
    });
    return { answer: RECEIVED, transactionId: id };
  }
  return { answer: RECEIVED, transactionId: null };
}

/** A webhook as it arrived: checked against the issuer's signature first, then applied once. */
export const receiveWebhook = (signature: string | null, body: Uint8Array): Promise<EventAnswer> =>
  handleIssuerEvent(verifiedEvent(env().CARD_WEBHOOK_SECRET, signature, body));
