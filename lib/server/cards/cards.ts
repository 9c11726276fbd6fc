import 'server-only';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import { balancesOf, customerAccount } from '@/lib/server/ledger';
import { CARD_CURRENCY, CARD_REVEAL_SECONDS, MAX_OPEN_CARDS, type CardStatus } from '@/lib/terms/cards';
import type { CardManagementView, CardPurchaseView, CardView, RevealedCardView } from '@/lib/views/cards';
import type { CardIssuer } from './issuer';
import { simulatedIssuer } from './simulated';

const { cards, cardPurchases } = schema;

export type CardRow = typeof cards.$inferSelect;

const ISSUERS: Record<ReturnType<typeof env>['CARD_ISSUER'], CardIssuer> = { simulated: simulatedIssuer };
export const cardIssuer = (): CardIssuer => ISSUERS[env().CARD_ISSUER];

const cardView = (card: CardRow): CardView => ({
  id: card.id,
  last4: card.last4,
  expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
  status: card.status,
  dailyLimit: card.dailyLimitMinor === null ? null : fromUnits(card.dailyLimitMinor, FIAT_SCALE),
});

/** Whether the customer holds a card that is not closed: only then can the card account be funded. */
export async function hasOpenCard(tx: Executor, userId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), ne(cards.status, 'closed')))
    .limit(1);
  return found !== undefined;
}

/** Refused (409) when the customer already holds MAX_OPEN_CARDS cards that are not closed. */
async function ensureRoomForCard(executor: Executor, userId: number): Promise<void> {
  const [{ open = 0 } = {}] = await executor
    .select({ open: sql<number>`count(*)::int` })
    .from(cards)
    .where(and(eq(cards.userId, userId), ne(cards.status, 'closed')));
  if (open >= MAX_OPEN_CARDS) throw new AppError(409, 'cards.errors.tooManyCards', { values: { max: MAX_OPEN_CARDS } });
}

/**
 * A new virtual card from the issuer, and the customer's card account opened with it. The issuer is called with no
 * transaction open, so a slow issuer holds neither a database connection nor the customer's lock, which their
 * transfers, orders and sign-ins take too. The count is asked before the call (a quick refusal) and again under the
 * lock that stores the card, so two orders at once cannot pass MAX_OPEN_CARDS: the one that loses, or any order whose
 * card is not stored, closes its new card at the issuer before it answers.
 */
export async function orderVirtualCard(user: { id: number; firstName: string; lastName: string; email: string }): Promise<CardView> {
  await ensureRoomForCard(db(), user.id);
  const issuer = cardIssuer();
  const issued = await issuer.issueVirtualCard({ userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email });
  try {
    return await db().transaction(async (tx) => {
      await lockCustomer(tx, user.id);
      await ensureRoomForCard(tx, user.id);
      const [card] = await tx
        .insert(cards)
        .values({
          userId: user.id,
          issuer: issuer.name,
          issuerCardholderId: issued.cardholderId,
          issuerCardId: issued.cardId,
          last4: issued.last4,
          expiryMonth: issued.expiryMonth,
          expiryYear: issued.expiryYear,
        })
        .returning();
      await customerAccount(tx, user.id, CARD_CURRENCY, 'card');
      return cardView(card!);
    });
  } catch (error) {
    await issuer
      .setStatus(issued.cardId, 'closed')
      .catch((closing: unknown) => console.error(`[cards] the unstored card ${issued.cardId} could not be closed at the issuer`, closing));
    throw error;
  }
}

/** The customer's cards, newest first, and what the card account holds (euros, a decimal string). */
export async function cardsOf(tx: Executor, userId: number): Promise<CardManagementView> {
  const [rows, [account]] = await Promise.all([
    tx.select().from(cards).where(eq(cards.userId, userId)).orderBy(desc(cards.id)),
    balancesOf(tx, userId, ['card']),
  ]);
  return { cards: rows.map(cardView), balance: fromUnits(account?.balance ?? 0n, FIAT_SCALE) };
}

/** The customer's card, locked with the customer for a change; another customer's card is a 404. */
/** The customer's own card: another customer's is the same 404 as one that does not exist. */
async function ownCard(tx: Executor, userId: number, cardId: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  if (!card) throw new AppError(404, 'cards.errors.notFound');
  return card;
}

async function ownCardLocked(tx: Executor, userId: number, cardId: number): Promise<CardRow> {
  await lockCustomer(tx, userId);
  return ownCard(tx, userId, cardId);
}

/**
 * Freeze, unfreeze or close: the issuer first (it declines at its end too), then our row. Closed is final: a closed
 * card is a 409 for every change.
 */
export async function setCardStatus(userId: number, cardId: number, status: CardStatus): Promise<CardView> {
  return db().transaction(async (tx) => {
    const card = await ownCardLocked(tx, userId, cardId);
    if (card.status === 'closed') throw new AppError(409, 'cards.errors.closed');
    await cardIssuer().setStatus(card.issuerCardId, status);
    const [changed] = await tx
      .update(cards)
      .set({ status, closedAt: status === 'closed' ? sql`now()` : null })
      .where(eq(cards.id, card.id))
      .returning();
    return cardView(changed!);
  });
}

/** The card's daily spending limit in euro cents (null: none); the authorization webhook enforces it. */
export async function setDailyLimit(userId: number, cardId: number, limitMinor: bigint | null): Promise<CardView> {
  return db().transaction(async (tx) => {
    const card = await ownCardLocked(tx, userId, cardId);
    if (card.status === 'closed') throw new AppError(409, 'cards.errors.closed');
    const [changed] = await tx.update(cards).set({ dailyLimitMinor: limitMinor }).where(eq(cards.id, card.id)).returning();
    return cardView(changed!);
  });
}

/** The full number for CARD_REVEAL_SECONDS, fetched from the issuer for this answer only: nothing of it is stored. */
export async function revealCard(userId: number, cardId: number): Promise<RevealedCardView> {
  const card = await ownCard(db(), userId, cardId);
  if (card.status === 'closed') throw new AppError(409, 'cards.errors.closed');
  const revealed = await cardIssuer().reveal(card.issuerCardId);
  return {
    number: revealed.number,
    cvc: revealed.cvc,
    expiry: cardView(card).expiry,
    hideAt: new Date(Date.now() + CARD_REVEAL_SECONDS * 1000).toISOString(),
  };
}

const PURCHASE_PAGE = 50;

/** A card's purchases, newest first, 50 a page before `before` (a purchase id); 404 for a card not the customer's. */
export async function purchasesOf(tx: Executor, userId: number, cardId: number, before?: number): Promise<CardPurchaseView[]> {
  await ownCard(tx, userId, cardId);
  const rows = await tx
    .select()
    .from(cardPurchases)
    .where(and(eq(cardPurchases.cardId, cardId), before === undefined ? undefined : lt(cardPurchases.id, before)))
    .orderBy(desc(cardPurchases.id))
    .limit(PURCHASE_PAGE);
  return rows.map((purchase) => ({
    id: purchase.id,
    merchant: purchase.merchant,
    amount: fromUnits(purchase.amountMinor, FIAT_SCALE),
    captured: fromUnits(purchase.capturedMinor, FIAT_SCALE),
    refunded: fromUnits(purchase.refundedMinor, FIAT_SCALE),
    status: purchase.status,
    declineReason: purchase.declineReason,
    createdAt: purchase.createdAt.toISOString(),
  }));
}
