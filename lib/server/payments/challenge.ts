import 'server-only';
import { settleCardOrder, type CardOrderStatus } from '@/lib/server/card-orders/card-orders';
import type { OrderContext } from '@/lib/server/orders/context';
import { settleVoucher, type VoucherPurchase } from '@/lib/server/vouchers/vouchers';
import type { ChallengeAnswer } from '@/lib/validation/orders';
import { answerChallenge } from './payments';

export type ChallengeOutcome =
  | { purpose: 'card_order'; order: { reference: string; status: CardOrderStatus } | null }
  | { purpose: 'gift_voucher'; voucher: VoucherPurchase };

/** The customer answered the issuer's challenge: the payment settles, and with it the order or voucher it pays for. */
export async function completeChallenge(
  answer: ChallengeAnswer,
  accessToken: string | undefined,
  context: Pick<OrderContext, 'locale' | 'origin'>,
): Promise<ChallengeOutcome> {
  const payment = await answerChallenge(answer, accessToken, context.locale);
  if (payment.purpose === 'gift_voucher') return { purpose: 'gift_voucher', voucher: await settleVoucher(payment) };
  const order = await settleCardOrder(payment, context.origin);
  return { purpose: 'card_order', order: order ? { reference: order.reference, status: order.status } : null };
}
