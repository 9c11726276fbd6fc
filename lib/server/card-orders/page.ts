import 'server-only';
import type { CardDeliveryPage, CardOrderFormView } from '@/lib/views/card-orders';
import type { FailureReason } from '@/lib/views/payments';
import { FIAT_CURRENCIES, FIAT_SCALE, fromUnits, trimDecimal } from '@/lib/money';
import { holdsOrderAccessCookie, maskEmail, orderableCoins } from '@/lib/server/checkout';
import { env } from '@/lib/env';
import { challengeExpired, challengeOf } from '@/lib/server/payments';
import { coinOptions } from '@/lib/server/swap';
import { orderSettlement } from '@/lib/server/chain';
import { referenceOf } from '@/lib/validation/checkout';
import { cardOrderWithPayment } from './card-orders';

/**
 * /Crypto_Delivery: the buy-by-card form, or with ?order=… that order's status (and its 3-D Secure challenge while
 * one is open), for the browser that placed it only (the capability cookie of its payment): to anyone else the
 * order does not exist, however they learnt the reference. The e-mail is shown masked.
 */
export async function getCardDeliveryPage(query: { order?: string }): Promise<CardDeliveryPage> {
  if (query.order === undefined) return { kind: 'form', form: await cardOrderForm() };
  if (!referenceOf('CO').test(query.order)) return { kind: 'status', order: null };
  const found = await cardOrderWithPayment(query.order);
  if (!found?.payment || !(await holdsOrderAccessCookie(found.payment.reference, found.payment.accessHash)))
    return { kind: 'status', order: null };
  const { order, payment } = found;
  return {
    kind: 'status',
    order: {
      reference: order.reference,
      status: order.status,
      amount: fromUnits(BigInt(order.fiatAmountMinor), FIAT_SCALE),
      fee: fromUnits(BigInt(order.feeMinor), FIAT_SCALE),
      currency: order.currency,
      coin: order.coin,
      cryptoAmount: trimDecimal(order.cryptoAmount),
      walletAddress: order.walletAddress,
      cardLast4: payment?.cardLast4 ?? null,
      failureReason: (payment?.failureReason as FailureReason | null) ?? null,
      createdAt: order.createdAt,
      emailHint: maskEmail(order.email),
      challenge: payment?.status === 'challenge' && !challengeExpired(payment) ? challengeOf(payment) : null,
      settlement: await orderSettlement(order.reference),
    },
  };
}

async function cardOrderForm(): Promise<CardOrderFormView> {
  return {
    coins: coinOptions(await orderableCoins('EUR')),
    currencies: FIAT_CURRENCIES,
    limits: env().CARD_ORDER_LIMITS,
    testCards: env().CARD_PROVIDER === 'simulated',
  };
}
