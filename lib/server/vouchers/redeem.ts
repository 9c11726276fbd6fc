import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import { type CustomerRow, verifyPassword } from '@/lib/server/auth';
import { db, schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { customerAccount, houseAccount, move, postAndReport, withIdempotencyKey } from '@/lib/server/ledger';
import { fundsAddedNotice, NOTHING_TO_SEND, type PendingEmail } from '@/lib/server/notifications';
import { eurValueOf, limitUses, withinLimits } from '@/lib/server/limits';
import { attemptsSpent, enforceRateLimit } from '@/lib/server/security';
import type { z } from 'zod';
import type { voucherRedeemSchema } from '@/lib/validation/vouchers';
import type { VoucherRedemption } from '@/lib/views/vouchers';

const { giftVouchers } = schema;

/** The customer's five wrong tries of the day are spent: when they may try again. */
function locked(retryAfterSeconds: number, timeZone: string): AppError {
  const until = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
  return new AppError(429, 'vouchers.redeem.errors.locked', { retryAfterSeconds, values: { until: { instant: until, timeZone } } });
}

/** Refused with `locked` while the customer's wrong tries are spent; counts nothing (see attemptsSpent). */
async function refuseWhileLocked(executor: Executor, user: CustomerRow): Promise<void> {
  const retryAfterSeconds = await attemptsSpent(executor, 'voucher-redeem', { account: user.id });
  if (retryAfterSeconds !== null) throw locked(retryAfterSeconds, user.timeZone);
}

/**
 * Credits a gift voucher's value to the customer's credit account in its currency, once: the voucher turns from active
 * to redeemed in the same journal transaction as the credit (`WHERE status = 'active'`), so of two concurrent
 * redemptions one wins and the other is told the voucher is used. Only a wrong code or password counts against the
 * customer's `voucher-redeem` budget (five a day), after the check: counting every try first and giving right ones back
 * locked out customers whose right tries arrived together, as the count passed five before the refunds. The credit is
 * decided under the budget's row lock, so tries sent at once get no more than five wrong guesses past it either.
 */
export async function redeemVoucher(
  user: CustomerRow,
  input: z.output<typeof voucherRedeemSchema>,
  idempotencyKey: string,
): Promise<VoucherRedemption> {
  await refuseWhileLocked(db(), user);
  const [voucher] = await db().select().from(giftVouchers).where(eq(giftVouchers.code, input.code));
  // One answer for a wrong code and a wrong password: the form must not tell which codes exist.
  if (
    !voucher ||
    voucher.status === 'awaiting_payment' ||
    voucher.status === 'cancelled' ||
    !(await verifyPassword(voucher.passwordHash, input.password))
  ) {
    await enforceRateLimit('voucher-redeem', { account: user.id }).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 429 ? locked(error.extra.retryAfterSeconds ?? 0, user.timeZone) : error;
    });
    throw new AppError(422, 'vouchers.redeem.errors.invalid');
  }
  // Prepared only when this call posts the credit: a replayed key answers from the stored result and mails nothing.
  let notice: PendingEmail = NOTHING_TO_SEND;
  const redemption = await withIdempotencyKey(user.id, idempotencyKey, { route: 'vouchers/redeem', code: input.code }, async (tx) => {
    await refuseWhileLocked(tx, user);
    const [taken] = await tx
      .update(giftVouchers)
      .set({ status: 'redeemed', redeemedByUserId: user.id, redeemedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(giftVouchers.id, voucher.id), eq(giftVouchers.status, 'active')))
      .returning({ id: giftVouchers.id });
    if (!taken) throw new AppError(409, 'vouchers.redeem.errors.used');
    const amount = BigInt(voucher.valueMinor);
    const valueEurMinor = await eurValueOf(voucher.currency, amount, tx);
    const [account, world] = [await customerAccount(tx, user.id, voucher.currency), await houseAccount(tx, 'world', voucher.currency)];
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
