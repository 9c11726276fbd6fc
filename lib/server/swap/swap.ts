import 'server-only';
import type { SwapQuote } from '@/lib/views/swap';
import type { OrderStage } from '@/lib/terms/orders';
import type { CheckedOrder } from '@/lib/views/transaction-check';
import { AppError, fieldError, type MoneyValue } from '@/lib/server/core';
import {
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
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { FIAT_SCALE, fromUnits, sameAmount, scaleOf, toUnits, trimDecimal } from '@/lib/money';
import { openSwapSettlement, orderNode, orderSettlement } from '@/lib/server/chain';
import { db, schema, type Executor } from '@/lib/server/db';
import { sendEmail } from '@/lib/server/mail';
import { swapOrderEmail } from '@/lib/server/swap/mail';
import { movedAgainstHouse, PRICE_SCALE, RATE_SCALE, swapMath } from '@/lib/server/pricing';
import { enforceRateLimit } from '@/lib/server/security';
import type { swapOrderSchema, swapQuoteSchema } from '@/lib/validation/checkout';
import { routePath } from '@/lib/routes';

const { swapOrders } = schema;

export const SWAP_SUCCESS_PATH = routePath('cryptoToCryptoSuccess');

/** The numbers a swap quote fixes, signed into the quote token as they are (decimal strings). */
const swapTerms = quoteTerms('fromCoin', 'toCoin', 'amountFrom', 'amountTo', 'fee', 'rate', 'valueEurMinor');
type SwapTerms = z.output<typeof swapTerms>;

/** The most decimals a coin amount has (CRYPTO_AMOUNT_PATTERN): at this scale the typed and the quoted amount are exact. */
const MAX_COIN_DECIMALS = 18;

const percentOf = (basisPoints: number) => fromUnits(BigInt(basisPoints), 2);

/** `amountFrom` units of one coin swapped into another at their current euro prices, less the fee (SWAP_FEE_PERCENT). */
const swapAt = (from: OrderableCoin, to: OrderableCoin, amountFrom: bigint) =>
  swapMath({
    amountFrom,
    fromDecimals: from.decimals,
    toDecimals: to.decimals,
    fromPriceEur: toUnits(from.price, PRICE_SCALE),
    toPriceEur: toUnits(to.price, PRICE_SCALE),
    feeBasisPoints: env().SWAP_FEE_PERCENT,
  });

/**
 * A live quote for swapping `amount` of one coin into another, at the current euro prices less the fee
 * (SWAP_FEE_PERCENT), signed so the order gets exactly these numbers. Swaps below SWAP_MIN_EUR or above
 * SWAP_UNVERIFIED_LIMIT_EUR (the limit without verification) are refused on the amount field.
 */
export async function quoteSwap(input: z.output<typeof swapQuoteSchema>, context: Pick<OrderContext, 'ip'>): Promise<SwapQuote> {
  await enforceRateLimit('order-quote', { ip: context.ip });
  const [from, to] = await Promise.all([pricedCoin(input.fromCoin, 'EUR'), pricedCoin(input.toCoin, 'EUR')]);
  let amountFrom: bigint;
  try {
    amountFrom = toUnits(input.amount, from.decimals);
  } catch {
    throw fieldError('amount', 'swap.errors.tooManyDecimals', { coin: from.symbol, decimals: from.decimals });
  }
  const math = swapAt(from, to, amountFrom);
  assertSwapValue(math.valueEurCents);
  if (math.net <= 0n) throw fieldError('amount', 'payments.errors.tooSmall');

  const terms: SwapTerms = {
    fromCoin: from.symbol,
    toCoin: to.symbol,
    amountFrom: fromUnits(amountFrom, from.decimals),
    amountTo: fromUnits(math.net, to.decimals),
    fee: fromUnits(math.fee, to.decimals),
    rate: fromUnits(math.rate, RATE_SCALE),
    valueEurMinor: math.valueEurCents.toString(),
  };
  const signed = await signQuote('swap', terms);
  return {
    ...terms,
    feePercent: percentOf(env().SWAP_FEE_PERCENT),
    valueEur: fromUnits(math.valueEurCents, FIAT_SCALE),
    quote: signed.token,
    ttlSeconds: signed.ttlSeconds,
  };
}

const euros = (cents: bigint): MoneyValue => ({ amount: fromUnits(cents, FIAT_SCALE), currency: 'EUR' });

/** A swap's euro value between SWAP_MIN_EUR and the limit one unverified order may have, or a refusal on the amount. */
function assertSwapValue(valueEurCents: bigint): void {
  const { SWAP_MIN_EUR: minEur, SWAP_UNVERIFIED_LIMIT_EUR: limitEur } = env();
  const value = euros(valueEurCents);
  if (valueEurCents < BigInt(minEur) * 100n)
    throw fieldError('amount', 'swap.errors.belowMinimum', { min: euros(BigInt(minEur) * 100n), value });
  if (valueEurCents > BigInt(limitEur) * 100n)
    throw fieldError('amount', 'swap.errors.aboveLimit', { limit: euros(BigInt(limitEur) * 100n), value });
}

/**
 * Without verification SWAP_UNVERIFIED_LIMIT_EUR holds for 24 hours per e-mail, per wallet and per client address,
 * not per order. Run inside the order's transaction: the advisory locks on the three keys (taken in one sorted
 * order, so two orders cannot deadlock) make a concurrent order of the same e-mail, wallet or address wait for this
 * one to commit, so two orders can never both fit into the same remainder.
 */
async function holdUnverifiedAllowance(
  tx: Executor,
  order: { email: string; destinationAddress: string; clientIp: string | null },
  valueEurCents: bigint,
): Promise<void> {
  const keys = [`email:${order.email}`, `wallet:${order.destinationAddress}`, ...(order.clientIp ? [`ip:${order.clientIp}`] : [])].sort();
  const lockKeys = sql.join(
    keys.map((key) => sql`${`swap-allowance:${key}`}`),
    sql`, `,
  );
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(key, 0)) FROM unnest(ARRAY[${lockKeys}]::text[]) AS key`);
  const [used] = await tx
    .select({
      byEmail: sql<string>`coalesce(sum(${swapOrders.valueEurMinor}) FILTER (WHERE ${swapOrders.email} = ${order.email}), 0)`,
      byWallet: sql<string>`coalesce(sum(${swapOrders.valueEurMinor}) FILTER (WHERE ${swapOrders.destinationAddress} = ${order.destinationAddress}), 0)`,
      byIp: sql<string>`coalesce(sum(${swapOrders.valueEurMinor}) FILTER (WHERE ${swapOrders.clientIp} = ${order.clientIp}), 0)`,
    })
    .from(swapOrders)
    .where(
      and(
        gt(swapOrders.createdAt, sql`now() - interval '24 hours'`),
        or(
          eq(swapOrders.email, order.email),
          eq(swapOrders.destinationAddress, order.destinationAddress),
          order.clientIp ? eq(swapOrders.clientIp, order.clientIp) : undefined,
        ),
      ),
    );
  const limit = BigInt(env().SWAP_UNVERIFIED_LIMIT_EUR) * 100n;
  const spent = [used?.byEmail, used?.byWallet, used?.byIp].reduce((most, sum) => (BigInt(sum ?? 0) > most ? BigInt(sum ?? 0) : most), 0n);
  if (spent + valueEurCents > limit) {
    const remaining = limit > spent ? limit - spent : 0n;
    throw fieldError('amount', 'swap.errors.aboveDailyLimit', {
      limit: euros(limit),
      remaining: euros(remaining),
      value: euros(valueEurCents),
    });
  }
}

/**
 * Places a swap order from a signed, unexpired quote for exactly this pair and amount, unless the price has since moved
 * against the house by more than QUOTE_PRICE_TOLERANCE_BASIS_POINTS (409 priceChanged; the page fetches a new quote).
 * The order gets a random public reference and a deposit address of its own for the coin sent, watched by that coin's
 * node; once the payment is confirmed the node sends the other coin to the customer's address (lib/server/chain
 * orders.ts). A coin without a node cannot be swapped here. The customer gets the details by e-mail.
 */
export async function createSwapOrder(
  input: z.output<typeof swapOrderSchema>,
  context: OrderContext,
): Promise<Placed<{ reference: string }>> {
  const { locale } = context;
  await enforceRateLimit('swap-order', { ip: context.ip });
  const { terms, expiresAt, id: quoteId } = await readQuote('swap', input.quote, swapTerms);
  assertQuoteMatches(
    terms.fromCoin === input.fromCoin && terms.toCoin === input.toCoin && sameAmount(input.amount, terms.amountFrom, MAX_COIN_DECIMALS),
  );
  // A valid signature only proves the terms were ours once: the limits are today's, and a leaked key signs anything.
  const valueEurCents = BigInt(terms.valueEurMinor);
  assertSwapValue(valueEurCents);
  orderNode(input.fromCoin, 'fromCoin');
  orderNode(input.toCoin, 'toCoin', { value: input.destinationAddress, field: 'destinationAddress' });
  // Nor does it hold the market still: priced again now, a move against the house beyond the tolerance needs a new quote.
  const [from, to] = await Promise.all([pricedCoin(terms.fromCoin, 'EUR'), pricedCoin(terms.toCoin, 'EUR')]);
  if (movedAgainstHouse(toUnits(terms.amountTo, to.decimals), swapAt(from, to, toUnits(terms.amountFrom, from.decimals)).net))
    throw new AppError(409, 'payments.errors.priceChanged');

  const reference = newReference('SW');
  const capability = newOrderAccessToken();
  const order = {
    reference,
    userId: context.userId,
    fromCoin: input.fromCoin,
    toCoin: input.toCoin,
    amountFrom: terms.amountFrom,
    amountTo: terms.amountTo,
    rate: terms.rate,
    fee: terms.fee,
    destinationAddress: input.destinationAddress,
    email: input.email,
    locale,
    quoteExpiresAt: expiresAt,
    accessHash: capability.hash,
    valueEurMinor: Number(valueEurCents),
    clientIp: context.ip,
  };
  const depositAddress = await db().transaction(async (tx) => {
    await holdUnverifiedAllowance(tx, order, valueEurCents);
    await spendQuote(tx, { id: quoteId, expiresAt });
    const address = await openSwapSettlement(tx, {
      reference,
      receive: { asset: order.fromCoin, amount: toUnits(order.amountFrom, scaleOf(order.fromCoin)) },
      send: {
        asset: order.toCoin,
        address: order.destinationAddress,
        amount: toUnits(order.amountTo, scaleOf(order.toCoin)),
        fee: toUnits(order.fee, scaleOf(order.toCoin)),
      },
    });
    await tx.insert(swapOrders).values({ ...order, depositAddress: address });
    return address;
  });
  await sendEmail({
    ...swapOrderEmail(
      orderRecipient(input.email, locale),
      { ...order, depositAddress },
      orderPageUrl(locale, SWAP_SUCCESS_PATH, { ref: reference }),
    ),
    purpose: 'swap-order',
  });
  return { answer: { reference }, access: { reference, token: capability.token } };
}

export type SwapOrder = typeof swapOrders.$inferSelect;

export async function swapOrderByReference(reference: string): Promise<SwapOrder | undefined> {
  const [order] = await db().select().from(swapOrders).where(eq(swapOrders.reference, reference)).limit(1);
  return order;
}

/** The spec's display status of a swap that has settled this far on chain. */
const STAGE_STATUS: Record<OrderStage, SwapOrder['status']> = {
  awaiting: 'Init',
  confirming: 'Pending',
  underpaid: 'Failed',
  received: 'Process',
  sending: 'Process',
  sent: 'Success',
  failed: 'Failed',
};

/** A swap's status and settlement: what the chain says of it, or the stored status of an order the chain never knew. */
export async function swapProgress(order: Pick<SwapOrder, 'reference' | 'status'>) {
  const settlement = await orderSettlement(order.reference);
  return { status: settlement ? STAGE_STATUS[settlement.stage] : order.status, settlement };
}

/**
 * The public transaction check's answer from swaps: orders whose reference is one of `references` or whose deposit or
 * destination address is `address`, newest first, at most `limit`, each with how far it has settled on chain. Each
 * column has its own index.
 */
export async function checkedSwapOrders(references: string[], address: string, limit: number): Promise<CheckedOrder[]> {
  const rows = await db()
    .select({
      reference: swapOrders.reference,
      createdAt: swapOrders.createdAt,
      fromCoin: swapOrders.fromCoin,
      toCoin: swapOrders.toCoin,
      amountFrom: swapOrders.amountFrom,
      amountTo: swapOrders.amountTo,
      status: swapOrders.status,
    })
    .from(swapOrders)
    .where(
      or(inArray(swapOrders.reference, references), eq(swapOrders.depositAddress, address), eq(swapOrders.destinationAddress, address)),
    )
    .orderBy(desc(swapOrders.createdAt))
    .limit(limit);
  return Promise.all(
    rows.map(async (swap) => {
      const { status, settlement } = await swapProgress(swap);
      return {
        kind: 'swap' as const,
        createdAt: swap.createdAt.toISOString(),
        sends: { amount: trimDecimal(swap.amountFrom), currency: swap.fromCoin },
        receives: { amount: trimDecimal(swap.amountTo), currency: swap.toCoin },
        status,
        ...(settlement ? { settlement } : {}),
      };
    }),
  );
}
