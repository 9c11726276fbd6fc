import 'server-only';
import type { CardOrderStatus, CardQuote } from '@/lib/views/card-orders';
import type { CheckedOrder } from '@/lib/views/transaction-check';
import { AppError, fieldError } from '@/lib/server/core';
import { FIAT_SCALE, fromUnits, minorToDecimal, sameAmount, scaleOf, toUnits, trimDecimal } from '@/lib/money';
import { orderNode, orderSettlement, sendForOrder } from '@/lib/server/chain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { db, schema } from '@/lib/server/db';
import { sendEmail } from '@/lib/server/mail';
import { cardOrderEmail } from '@/lib/server/card-orders/mail';
import { cardBuyMath, movedAgainstHouse, PRICE_SCALE } from '@/lib/server/pricing';
import {
  assertAmountInRange,
  assertQuoteMatches,
  newOrderAccessToken,
  newReference,
  type OrderableCoin,
  type OrderContext,
  orderPageUrl,
  orderRecipient,
  type Placed,
  pricedCoin,
  quoteTerms,
  readQuote,
  signQuote,
  spendQuote,
} from '@/lib/server/checkout';
import { cardDetailsOf, chargePayment, countCardAttempt, insertPayment, type Payment, paymentById } from '@/lib/server/payments';
import { enforceRateLimit } from '@/lib/server/security';
import type { cardOrderSchema, cardQuoteSchema } from '@/lib/validation/checkout';
import { routePath } from '@/lib/routes';

const { cardOrders } = schema;

export const CARD_ORDER_PATH = routePath('cryptoDelivery');

export type CardOrder = typeof cardOrders.$inferSelect;

const cardTerms = quoteTerms('coin', 'currency', 'fiatMinor', 'cryptoAmount', 'price', 'feeMinor');

/** What `fiatMinor` buys of a coin at its current price, less the card fee (CARD_FEE_PERCENT). */
const buyAt = (coin: OrderableCoin, fiatMinor: bigint) =>
  cardBuyMath({ fiatMinor, price: toUnits(coin.price, PRICE_SCALE), coinDecimals: coin.decimals, feeBasisPoints: env().CARD_FEE_PERCENT });

/**
 * What `amount` of EUR or CZK buys of a coin right now: the card fee (CARD_FEE_PERCENT) comes off the
 * amount, the rest buys at the current price, floored to the coin's decimals. Signed like a swap quote.
 */
export async function quoteCardOrder(input: z.output<typeof cardQuoteSchema>, context: Pick<OrderContext, 'ip'>): Promise<CardQuote> {
  await enforceRateLimit('order-quote', { ip: context.ip });
  const fiatMinor = toUnits(input.amount, FIAT_SCALE);
  assertAmountInRange(fiatMinor, input.currency, env().CARD_ORDER_LIMITS[input.currency], 'amount');
  const coin = await pricedCoin(input.coin, input.currency);
  const { feeMinor, cryptoUnits } = buyAt(coin, fiatMinor);
  if (cryptoUnits <= 0n) throw fieldError('amount', 'payments.errors.tooSmall');
  const terms = {
    coin: coin.symbol,
    currency: input.currency,
    fiatMinor: fiatMinor.toString(),
    cryptoAmount: fromUnits(cryptoUnits, coin.decimals),
    price: trimDecimal(coin.price),
    feeMinor: feeMinor.toString(),
  };
  const signed = await signQuote('card', terms);
  return {
    coin: terms.coin,
    currency: input.currency,
    amount: fromUnits(fiatMinor, FIAT_SCALE),
    fee: fromUnits(feeMinor, FIAT_SCALE),
    cryptoAmount: terms.cryptoAmount,
    price: terms.price,
    feePercent: fromUnits(BigInt(env().CARD_FEE_PERCENT), 2),
    quote: signed.token,
    ttlSeconds: signed.ttlSeconds,
  };
}

/**
 * Buy by card: the order (BUY_IN_PROGRESS) and its pending payment are written together from the signed
 * quote, then the card is charged. Paid → BUY_COMPLETED at once (the demo's delivery is immediate);
 * declined → BUY_ERROR; a 3-D Secure challenge leaves it in progress until the customer answers. A price that has
 * moved against the house beyond QUOTE_PRICE_TOLERANCE_BASIS_POINTS since the quote is a 409 (priceChanged) before
 * anything is written or charged; the page fetches a new quote.
 */
export async function placeCardOrder(
  input: z.output<typeof cardOrderSchema>,
  context: OrderContext,
): Promise<Placed<{ reference: string; status: CardOrderStatus }>> {
  const { locale } = context;
  await countCardAttempt(context);
  const { terms, expiresAt, id: quoteId } = await readQuote('card', input.quote, cardTerms);
  assertQuoteMatches(
    terms.coin === input.coin && terms.currency === input.currency && sameAmount(input.amount, BigInt(terms.fiatMinor), FIAT_SCALE),
  );
  // A valid signature only proves the terms were ours once: the limits are today's, and a leaked key signs anything.
  assertAmountInRange(BigInt(terms.fiatMinor), input.currency, env().CARD_ORDER_LIMITS[input.currency], 'amount');
  // The coins go out from the coin's node: a coin without one is not sold here, and the wallet must be of its network.
  orderNode(terms.coin, 'coin', { value: input.walletAddress, field: 'walletAddress' });
  // Nor does it hold the market still: priced again now, a move against the house beyond the tolerance needs a new quote.
  const coin = await pricedCoin(terms.coin, input.currency);
  if (movedAgainstHouse(toUnits(terms.cryptoAmount, coin.decimals), buyAt(coin, BigInt(terms.fiatMinor)).cryptoUnits))
    throw new AppError(409, 'payments.errors.priceChanged');

  const capability = newOrderAccessToken();
  const { payment, reference } = await db().transaction(async (tx) => {
    await spendQuote(tx, { id: quoteId, expiresAt });
    const pending = await insertPayment(tx, {
      purpose: 'card_order',
      amountMinor: Number(terms.fiatMinor),
      currency: input.currency,
      accessHash: capability.hash,
    });
    const [order] = await tx
      .insert(cardOrders)
      .values({
        reference: newReference('CO'),
        userId: context.userId,
        paymentId: pending.id,
        fiatAmountMinor: Number(terms.fiatMinor),
        currency: input.currency,
        coin: terms.coin,
        cryptoAmount: terms.cryptoAmount,
        rate: terms.price,
        feeMinor: Number(terms.feeMinor),
        walletAddress: input.walletAddress,
        email: input.email,
        locale,
      })
      .returning({ reference: cardOrders.reference });
    if (!order) throw new Error('card order insert returned no row');
    return { payment: pending, reference: order.reference };
  });
  const charged = await chargePayment(payment, cardDetailsOf(input));
  const settled = await settleCardOrder(charged);
  return {
    answer: { reference, status: settled?.status ?? 'BUY_IN_PROGRESS' },
    access: { reference: payment.reference, token: capability.token },
  };
}

/**
 * Moves the order of a settled payment to its final status, once (a conditional UPDATE), and e-mails the
 * confirmation of a completed order. A completed order's coins are queued to be sent by the coin's node in the same
 * transaction (once per reference). A payment still pending or in its challenge changes nothing.
 */
export async function settleCardOrder(payment: Payment): Promise<CardOrder | undefined> {
  const status = finalStatusOf(payment);
  if (!status) return undefined;
  const order = await db().transaction(async (tx) => {
    const [settled] = await tx
      .update(cardOrders)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(cardOrders.paymentId, payment.id), eq(cardOrders.status, 'BUY_IN_PROGRESS')))
      .returning();
    if (settled?.status === 'BUY_COMPLETED')
      await sendForOrder(tx, {
        reference: settled.reference,
        send: {
          asset: settled.coin,
          address: settled.walletAddress,
          amount: toUnits(settled.cryptoAmount, scaleOf(settled.coin)),
          fee: 0n,
        },
      });
    return settled;
  });
  if (order?.status === 'BUY_COMPLETED') {
    const locale = order.locale as Locale;
    await sendEmail({
      ...cardOrderEmail(
        orderRecipient(order.email, locale),
        {
          reference: order.reference,
          fiatAmount: fromUnits(BigInt(order.fiatAmountMinor), FIAT_SCALE),
          currency: order.currency,
          cryptoAmount: trimDecimal(order.cryptoAmount),
          coin: order.coin,
          walletAddress: order.walletAddress,
        },
        orderPageUrl(locale, CARD_ORDER_PATH, { order: order.reference }),
      ),
      purpose: 'card-order',
    });
  }
  return order;
}

function finalStatusOf(payment: Payment): CardOrderStatus | undefined {
  switch (payment.status) {
    case 'succeeded':
      return 'BUY_COMPLETED';
    case 'declined':
    case 'failed':
      return payment.failureReason === 'canceled' ? 'BUY_CANCELED' : 'BUY_ERROR';
    default:
      return undefined;
  }
}

export async function cardOrderWithPayment(reference: string): Promise<{ order: CardOrder; payment: Payment | null } | undefined> {
  const [order] = await db().select().from(cardOrders).where(eq(cardOrders.reference, reference)).limit(1);
  if (!order) return undefined;
  return { order, payment: (order.paymentId === null ? undefined : await paymentById(order.paymentId)) ?? null };
}

/**
 * The public transaction check's answer from card orders: orders whose reference is one of `references` or whose
 * wallet is `address`, newest first, at most `limit`, each with how far its coins' delivery is. Each column has its
 * own index.
 */
export async function checkedCardOrders(references: string[], address: string, limit: number): Promise<CheckedOrder[]> {
  const rows = await db()
    .select({
      reference: cardOrders.reference,
      createdAt: cardOrders.createdAt,
      fiatAmountMinor: cardOrders.fiatAmountMinor,
      currency: cardOrders.currency,
      coin: cardOrders.coin,
      cryptoAmount: cardOrders.cryptoAmount,
      status: cardOrders.status,
    })
    .from(cardOrders)
    .where(or(inArray(cardOrders.reference, references), eq(cardOrders.walletAddress, address)))
    .orderBy(desc(cardOrders.createdAt))
    .limit(limit);
  return Promise.all(
    rows.map(async (card) => {
      const settlement = await orderSettlement(card.reference);
      return {
        kind: 'card' as const,
        createdAt: card.createdAt.toISOString(),
        sends: { amount: minorToDecimal(card.fiatAmountMinor, FIAT_SCALE), currency: card.currency },
        receives: { amount: trimDecimal(card.cryptoAmount), currency: card.coin },
        status: card.status,
        ...(settlement ? { settlement } : {}),
      };
    }),
  );
}
