import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import { type CustomerRow, verifyPassword } from '@/lib/server/auth';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { customerAccount, houseAccount, move, postAndReport, withIdempotencyKey } from '@/lib/server/ledger';
import { fundsAddedNotice, NOTHING_TO_SEND, type PendingEmail } from '@/lib/server/notifications';
import { eurValueOf, limitUses, withinLimits } from '@/lib/server/limits';
import { enforceRateLimit, refundAttempt } from '@/lib/server/security';
import type { z } from 'zod';
import type { voucherRedeemSchema } from '@/lib/validation/vouchers';
import type { VoucherRedemption } from '@/lib/views/vouchers';

const { giftVouchers } = schema;

/**
 * Credits a gift voucher's value to the customer's credit account in its currency, once: the voucher turns from active
 * to redeemed in the same journal transaction as the credit (`WHERE status = 'active'`), so of two concurrent
 * redemptions one wins and the other is told the voucher is used. Every wrong code or password counts against the
 * customer's `voucher-redeem` budget (five a day); a right one is given back.
 */
export async function redeemVoucher(
  user: CustomerRow,
  input: z.output<typeof voucherRedeemSchema>,
  idempotencyKey: string,
): Promise<VoucherRedemption> {
  await enforceRateLimit('voucher-redeem', { account: user.id }).catch((error: unknown) => {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    const retryAfterSeconds = error.extra.retryAfterSeconds ?? 0;
    const until = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
    throw new AppError(429, 'vouchers.redeem.errors.locked', { retryAfterSeconds, values: { until: { instant: until } } });
  });
  const [voucher] = await db().select().from(giftVouchers).where(eq(giftVouchers.code, input.code));
  // One answer for a wrong code and a wrong password: the form must not tell which codes exist.
  if (
    !voucher ||
    voucher.status === 'awaiting_payment' ||
    voucher.status === 'cancelled' ||
    !(await verifyPassword(voucher.passwordHash, input.password))
  ) {
    throw new AppError(422, 'vouchers.redeem.errors.invalid');
  }
  await refundAttempt('voucher-redeem', { account: user.id });
  // Prepared only when this call posts the credit: a replayed key answers from the stored result and mails nothing.
  let notice: PendingEmail = NOTHING_TO_SEND;
  const redemption = await withIdempotencyKey(user.id, idempotencyKey, { route: 'vouchers/redeem', code: input.code }, async (tx) => {
    const [taken] = await tx
      .update(giftVouchers)
      .set({ status: 'redeemed', redeemedByUserId: user.id, redeemedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(giftVouchers.id, voucher.id), eq(giftVouchers.status, 'active')))
      .returning({ id: giftVouchers.id });
    if (!taken) throw new AppError(409, 'vouchers.redeem.errors.used');
    const amount = BigInt(voucher.valueMinor);
    const valueEurMinor = await eurValueOf(voucher.currency, amount);
    const [account, world] = await Promise.all([
      customerAccount(tx, user.id, voucher.currency),
      houseAccount(tx, 'world', voucher.currency),
    ]);
    const posted = await withinLimits(
      postAndReport(tx, {
        kind: 'voucher',
        legs: move(world.id, account.id, amount),
        valueEurMinor,
        metadata: { voucher: voucher.reference },
        limits: await limitUses(tx, { id: user.id, level: user.verificationLevel }, 'deposit', valueEurMinor, 'sender'),
      }),
    );
    notice = await fundsAddedNotice(tx, { userId: user.id, asset: voucher.currency, amount, source: 'voucher' });
    return {
      transaction: posted.id,
      amount: fromUnits(amount, FIAT_SCALE),
      currency: voucher.currency,
      balance: fromUnits(posted.balances.get(account.id)!, FIAT_SCALE),
    };
  });
  await notice.send();
  return redemption;
}
