import 'server-only';
import type { ChallengeOutcome } from '@/lib/views/payments';
import { settleCardOrder } from '@/lib/server/card-orders/card-orders';
import { settleVoucher } from '@/lib/server/vouchers';
import type { ChallengeAnswer } from '@/lib/validation/checkout';
import { answerChallenge } from '@/lib/server/payments';

/** The customer answered the issuer's challenge: the payment settles, and with it the order or voucher it pays for. */
export async function completeChallenge(answer: ChallengeAnswer, accessToken: string | undefined): Promise<ChallengeOutcome> {
  const payment = await answerChallenge(answer, accessToken);
  if (payment.purpose === 'gift_voucher') return { purpose: 'gift_voucher', voucher: await settleVoucher(payment) };
  const order = await settleCardOrder(payment);
  return { purpose: 'card_order', order: order ? { reference: order.reference, status: order.status } : null };
}
