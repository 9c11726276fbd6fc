import 'server-only';
import type { IssuedVoucher, VoucherPurchase } from '@/lib/views/vouchers';
import { FIAT_SCALE, FiatCurrency, fromUnits, toUnits } from '@/lib/money';
import {
  assertAmountInRange,
  newOrderAccessToken,
  newReference,
  type OrderContext,
  orderRecipient,
  type Placed,
  randomString,
} from '@/lib/server/checkout';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { hashPassword } from '@/lib/server/auth';
import { db, schema } from '@/lib/server/db';
import { sendEmail } from '@/lib/server/mail';
import { giftVoucherEmail } from '@/lib/server/vouchers/mail';
import { cardDetailsOf, challengeOf, chargePayment, countCardAttempt, insertPayment, type Payment } from '@/lib/server/payments';
import type { voucherPurchaseSchema } from '@/lib/validation/checkout';
import type { FailureReason } from '@/lib/views/payments';

const { giftVouchers } = schema;

/** No 0/O, 1/I/L: a code copied from paper or read aloud survives. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PASSWORD_ALPHABET = `${CODE_ALPHABET}abcdefghjkmnpqrstuvwxyz`;
/** 12 characters of 31 (59 bits) for the code, 12 of 54 (69 bits) for the password. */
const CODE_GROUPS = 3;
const PASSWORD_LENGTH = 12;

/** Suggested values per currency; the form also takes any amount within VOUCHER_LIMITS. */
export const VOUCHER_PRESETS: Readonly<Record<FiatCurrency, readonly number[]>> = {
  EUR: [25, 50, 100, 200],
  CZK: [500, 1000, 2500, 5000],
};

/** XXXX-XXXX-XXXX. */
export const newVoucherCode = () => Array.from({ length: CODE_GROUPS }, () => randomString(CODE_ALPHABET, 4)).join('-');

/**
 * A gift voucher bought by card: the voucher (awaiting_payment, its code reserved but no password yet) and
 * its payment are written together, then the card is charged. Paid → the voucher becomes active with a
 * fresh password (argon2id hash kept), and code and password go to the buyer by e-mail.
 */
export async function buyVoucher(input: z.output<typeof voucherPurchaseSchema>, context: OrderContext): Promise<Placed<VoucherPurchase>> {
  const valueMinor = toUnits(input.value, FIAT_SCALE);
  assertAmountInRange(valueMinor, input.currency, env().VOUCHER_LIMITS[input.currency], 'value');
  await countCardAttempt(context);
  const capability = newOrderAccessToken();
  const payment = await db().transaction(async (tx) => {
    const pending = await insertPayment(tx, {
      purpose: 'gift_voucher',
      amountMinor: Number(valueMinor),
      currency: input.currency,
      accessHash: capability.hash,
    });
    await tx.insert(giftVouchers).values({
      reference: newReference('GV'),
      code: newVoucherCode(),
      // Unusable until paid: the password is made, shown and mailed only once the payment succeeded.
      passwordHash: '',
      valueMinor: Number(valueMinor),
      currency: input.currency,
      email: input.email,
      locale: context.locale,
      paymentId: pending.id,
    });
    return pending;
  });
  return {
    answer: await settleVoucher(await chargePayment(payment, cardDetailsOf(input))),
    access: { reference: payment.reference, token: capability.token },
  };
}

/**
 * Issues or cancels the voucher of a settled payment, once (a conditional UPDATE on awaiting_payment);
 * a payment in its 3-D Secure challenge leaves it waiting.
 */
export async function settleVoucher(payment: Payment): Promise<VoucherPurchase> {
  const [pending] = await db().select().from(giftVouchers).where(eq(giftVouchers.paymentId, payment.id)).limit(1);
  if (!pending) throw new Error(`payment ${payment.reference} pays for no voucher`);
  if (payment.status === 'challenge') return { status: 'challenge', reference: pending.reference, challenge: challengeOf(payment) };
  if (payment.status !== 'succeeded') {
    await db()
      .update(giftVouchers)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(giftVouchers.id, pending.id), eq(giftVouchers.status, 'awaiting_payment')));
    return { status: 'declined', reference: pending.reference, reason: (payment.failureReason ?? 'cardDeclined') as FailureReason };
  }
  const password = randomString(PASSWORD_ALPHABET, PASSWORD_LENGTH);
  const [issued] = await db()
    .update(giftVouchers)
    .set({ status: 'active', passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(and(eq(giftVouchers.id, pending.id), eq(giftVouchers.status, 'awaiting_payment')))
    .returning();
  if (!issued) throw new Error(`voucher ${pending.reference} was settled twice`);
  const voucher: IssuedVoucher = {
    reference: issued.reference,
    code: issued.code,
    password,
    value: fromUnits(BigInt(issued.valueMinor), FIAT_SCALE),
    currency: issued.currency,
    email: issued.email,
  };
  await sendEmail({ ...giftVoucherEmail(orderRecipient(issued.email, issued.locale as Locale), voucher), purpose: 'gift-voucher' });
  return { status: 'active', voucher };
}
