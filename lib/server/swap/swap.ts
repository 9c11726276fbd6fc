import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { formatFiat } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/config';
import { db, schema } from '@/lib/server/db';
import { sendEmail } from '@/lib/server/mail/deliver';
import { swapOrderEmail } from '@/lib/server/mail/templates';
import { fromUnits, FIAT_SCALE, PRICE_SCALE, RATE_SCALE, swapMath, toUnits } from '@/lib/server/orders/amounts';
import { orderableCoin, type OrderableCoin } from '@/lib/server/orders/coins';
import { orderPageUrl, orderRecipient, type OrderContext } from '@/lib/server/orders/context';
import { assertQuoteMatches, quoteTerms, readQuote, signQuote } from '@/lib/server/orders/quote-token';
import { newReference } from '@/lib/server/orders/references';
import { fieldRefusal, refusal } from '@/lib/server/orders/refusal';
import { enforceRateLimit } from '@/lib/server/security/rate-limit';
import { addressFormatOf } from '@/lib/validation/crypto-address';
import type { swapOrderSchema, swapQuoteSchema } from '@/lib/validation/orders';

const { swapOrders } = schema;

export const SWAP_SUCCESS_PATH = '/crypto-to-Crypto-success';

/** The numbers a swap quote fixes, signed into the quote token as they are (decimal strings). */
const swapTerms = quoteTerms('fromCoin', 'toCoin', 'amountFrom', 'amountTo', 'fee', 'rate');
type SwapTerms = z.output<typeof swapTerms>;

export type SwapQuote = SwapTerms & { feePercent: string; valueEur: string; quote: string; ttlSeconds: number };

const percentOf = (basisPoints: number) => fromUnits(BigInt(basisPoints), 2);

async function pricedCoin(symbol: string, locale: Locale): Promise<OrderableCoin> {
  const coin = await orderableCoin(symbol, 'EUR');
  if (!coin) throw refusal(409, 'payments.errors.priceUnavailable', locale, { coin: symbol });
  return coin;
}

/**
 * A live quote for swapping `amount` of one coin into another, at the current euro prices less the fee
 * (SWAP_FEE_PERCENT), signed so the order gets exactly these numbers. Swaps below SWAP_MIN_EUR or above
 * SWAP_UNVERIFIED_LIMIT_EUR (the limit without verification) are refused on the amount field.
 */
export async function quoteSwap(input: z.output<typeof swapQuoteSchema>, context: Pick<OrderContext, 'locale' | 'ip'>): Promise<SwapQuote> {
  const { locale } = context;
  await enforceRateLimit('order-quote', { ip: context.ip });
  const [from, to] = await Promise.all([pricedCoin(input.fromCoin, locale), pricedCoin(input.toCoin, locale)]);
  let amountFrom: bigint;
  try {
    amountFrom = toUnits(input.amount, from.decimals);
  } catch {
    throw fieldRefusal('amount', 'swap.errors.tooManyDecimals', locale, { coin: from.symbol, decimals: from.decimals });
  }
  const { SWAP_FEE_PERCENT: feeBasisPoints, SWAP_MIN_EUR: minEur, SWAP_UNVERIFIED_LIMIT_EUR: limitEur } = env();
  const math = swapMath({
    amountFrom,
    fromDecimals: from.decimals,
    toDecimals: to.decimals,
    fromPriceEur: toUnits(from.price, PRICE_SCALE),
    toPriceEur: toUnits(to.price, PRICE_SCALE),
    feeBasisPoints,
  });
  const valueEur = fromUnits(math.valueEurCents, FIAT_SCALE);
  const euros = (amount: string | number) => formatFiat(String(amount), 'EUR', locale);
  if (math.valueEurCents < BigInt(minEur) * 100n) throw fieldRefusal('amount', 'swap.errors.belowMinimum', locale, { min: euros(minEur), value: euros(valueEur) });
  if (math.valueEurCents > BigInt(limitEur) * 100n) throw fieldRefusal('amount', 'swap.errors.aboveLimit', locale, { limit: euros(limitEur), value: euros(valueEur) });
  if (math.net <= 0n) throw fieldRefusal('amount', 'payments.errors.tooSmall', locale);

  const terms: SwapTerms = {
    fromCoin: from.symbol,
    toCoin: to.symbol,
    amountFrom: fromUnits(amountFrom, from.decimals),
    amountTo: fromUnits(math.net, to.decimals),
    fee: fromUnits(math.fee, to.decimals),
    rate: fromUnits(math.rate, RATE_SCALE),
  };
  const signed = await signQuote('swap', terms);
  return { ...terms, feePercent: percentOf(feeBasisPoints), valueEur, quote: signed.token, ttlSeconds: signed.ttlSeconds };
}

/**
 * Places a swap order from a signed, unexpired quote for exactly this pair and amount. The order gets a
 * random public reference and a deposit address for the coin sent: in the demo an address derived from
 * the reference (valid for its coin, watched by nobody); a real deployment takes one from its wallet.
 * The customer gets the details by e-mail.
 */
export async function createSwapOrder(input: z.output<typeof swapOrderSchema>, context: OrderContext): Promise<{ reference: string }> {
  const { locale } = context;
  await enforceRateLimit('swap-order', { ip: context.ip });
  const { terms, expiresAt } = await readQuote('swap', input.quote, swapTerms, locale);
  assertQuoteMatches(terms.fromCoin === input.fromCoin && terms.toCoin === input.toCoin && sameAmount(input.amount, terms.amountFrom), locale);
  const fromFormat = addressFormatOf(input.fromCoin);
  if (!fromFormat) throw refusal(409, 'payments.errors.quoteInvalid', locale);

  const reference = newReference('SW');
  const order = {
    reference,
    userId: context.userId,
    fromCoin: input.fromCoin,
    toCoin: input.toCoin,
    amountFrom: terms.amountFrom,
    amountTo: terms.amountTo,
    rate: terms.rate,
    fee: terms.fee,
    depositAddress: fromFormat.demoAddress(createHash('sha256').update(`deposit:${reference}`).digest()),
    destinationAddress: input.destinationAddress,
    email: input.email,
    locale,
    quoteExpiresAt: expiresAt,
  };
  await db().insert(swapOrders).values(order);
  await sendEmail({
    ...swapOrderEmail(orderRecipient(input.email, locale), order, orderPageUrl(context.origin, locale, SWAP_SUCCESS_PATH, { ref: reference })),
    purpose: 'swap-order',
  });
  return { reference };
}

/** "0.10" and "0.1" are the same amount; anything unparsable is not. */
function sameAmount(a: string, b: string): boolean {
  try {
    return toUnits(a, 18) === toUnits(b, 18);
  } catch {
    return false;
  }
}

export type SwapOrder = typeof swapOrders.$inferSelect;

export async function swapOrderByReference(reference: string): Promise<SwapOrder | undefined> {
  const [order] = await db().select().from(swapOrders).where(eq(swapOrders.reference, reference)).limit(1);
  return order;
}
