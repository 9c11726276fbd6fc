import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits, toUnits } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { schema, type Executor } from '@/lib/server/db';
import {
  customerAccount,
  feeLeg,
  holdFunds,
  houseAccount,
  move,
  releaseHold,
  releaseLimits,
  settle,
  withIdempotencyKey,
} from '@/lib/server/ledger';
import { assertNotBlocked, eurValueOf, limitUses, withinLimits } from '@/lib/server/limits';
import { notify } from '@/lib/server/notifications';
import { feeFor } from '@/lib/server/pricing';
import { withEmails } from '@/lib/server/users';
import { groupedIban } from '@/lib/validation/iban';
import type { PayoutValues } from '@/lib/validation/bank';
import type { PayoutReceipt, PayoutView } from '@/lib/views/bank';
import type { TransactionKind } from '@/lib/terms/ledger';
import { ownBeneficiary } from './beneficiaries';

const { bankPayouts } = schema;

/** The feature the operator can block (`npm run ops -- block bank-payouts [email]`). */
export const PAYOUT_FEATURE = 'bank-payouts';

/** The journal transaction kind of a payout's hold (history.kinds.bank-payout). */
export const PAYOUT_KIND: TransactionKind = 'bank-payout';

/** How many payouts the page lists: the newest. */
const LISTED = 50;

const decimal = (units: bigint) => fromUnits(units, FIAT_SCALE);

export type PayoutRow = typeof bankPayouts.$inferSelect;

/**
 * Asks for a payout to one of the customer's beneficiaries: amount + fee (sepa_withdrawal of the customer's plan) move
 * from the credit account to the held account in a pending journal transaction, counted against the withdrawal limits
 * in the same posting, under the caller's idempotency key. The money leaves the books when the operator sends it.
 */
export async function requestPayout(user: CustomerRow, input: PayoutValues, idempotencyKey: string): Promise<PayoutReceipt> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'bank/payouts', ...input }, async (tx) => {
    await assertNotBlocked(tx, PAYOUT_FEATURE, user.id, 'sender');
    const beneficiary = await ownBeneficiary(tx, user.id, input.beneficiary);
    const { currency } = beneficiary;
    const amount = toUnits(input.amount, FIAT_SCALE);
    const fee = await feeFor(tx, { plan: user.plan, operation: 'sepa_withdrawal', currency }, amount);
    const total = amount + fee.amount;
    const valueEurMinor = await eurValueOf(currency, amount, tx);
    const limits = await limitUses(tx, { id: user.id, level: user.verificationLevel }, 'withdrawal', valueEurMinor, 'sender');
    const transaction = await withinLimits(
      holdFunds(tx, {
        userId: user.id,
        asset: currency,
        amount: total,
        kind: PAYOUT_KIND,
        valueEurMinor,
        metadata: {
          beneficiary: beneficiary.name,
          iban: beneficiary.iban,
          currency,
          amount: amount.toString(),
          fee: fee.amount.toString(),
        },
        limits,
      }),
    );
    const [payout] = await tx
      .insert(bankPayouts)
      .values({
        userId: user.id,
        beneficiaryName: beneficiary.name,
        iban: beneficiary.iban,
        bic: beneficiary.bic,
        currency,
        amount,
        fee: fee.amount,
        holdTransactionId: transaction,
      })
      .returning({ id: bankPayouts.id });
    return {
      payout: payout!.id,
      transaction,
      currency,
      amount: decimal(amount),
      fee: decimal(fee.amount),
      total: decimal(total),
      status: 'pending',
    };
  });
}

const viewOf = (row: PayoutRow): PayoutView => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  beneficiaryName: row.beneficiaryName,
  iban: groupedIban(row.iban),
  currency: row.currency,
  amount: decimal(row.amount),
  fee: decimal(row.fee),
  status: row.status,
  refusalReason: row.refusalReason,
});

/** The customer's payouts, newest first. */
export async function payoutsOf(tx: Executor, userId: number): Promise<PayoutView[]> {
  const rows = await tx.select().from(bankPayouts).where(eq(bankPayouts.userId, userId)).orderBy(desc(bankPayouts.id)).limit(LISTED);
  return rows.map(viewOf);
}

/** Payouts for the operator, oldest first (the order to work through them); only the pending ones if asked. */
export async function payoutsForOperator(tx: Executor, onlyPending: boolean) {
  const payouts = await tx
    .select()
    .from(bankPayouts)
    .where(onlyPending ? eq(bankPayouts.status, 'pending') : undefined)
    .orderBy(bankPayouts.id);
  return (await withEmails(tx, payouts)).map(({ email, ...payout }) => ({ payout, email }));
}

/** A payout locked for settling, so two operators cannot settle it at once; null when there is none. */
export async function lockPayout(tx: Executor, id: number): Promise<PayoutRow | null> {
  const [found] = await tx.select().from(bankPayouts).where(eq(bankPayouts.id, id)).for('update');
  return found ?? null;
}

/** The customer's bell message about their payout. */
const tellCustomer = (tx: Executor, payout: PayoutRow, outcome: 'sent' | 'refused') =>
  notify(
    tx,
    payout.userId,
    outcome === 'sent'
      ? { key: 'payoutSent', values: { amount: decimal(payout.amount), currency: payout.currency, name: payout.beneficiaryName } }
      : {
          key: 'payoutRefused',
          values: {
            amount: decimal(payout.amount),
            currency: payout.currency,
            name: payout.beneficiaryName,
            reason: payout.refusalReason ?? '',
          },
        },
  );

/**
 * The operator sent the bank transfer: the hold is posted, the amount leaving the books to `world` and the fee to a fee
 * shard. Only a pending payout (the caller checked, holding the row's lock); the ledger refuses a second settle too.
 */
export async function markPayoutSent(tx: Executor, payout: PayoutRow, operator: string): Promise<void> {
  const [held, world] = [
    await customerAccount(tx, payout.userId, payout.currency, 'held'),
    await houseAccount(tx, 'world', payout.currency),
  ];
  await settle(tx, payout.holdTransactionId, 'posted', [
    ...move(held.id, world.id, payout.amount),
    ...(await feeLeg(tx, held.id, payout.currency, payout.fee)),
  ]);
  await finish(tx, payout, { status: 'sent', settledBy: operator });
}

/** The operator refused the payout: the hold is voided and amount and fee go back to the credit account. */
export async function markPayoutRefused(tx: Executor, payout: PayoutRow, operator: string, reason: string): Promise<void> {
  await releaseHold(tx, payout.holdTransactionId);
  await releaseLimits(tx, payout.userId, 'withdrawal', payout.holdTransactionId);
  await finish(tx, payout, { status: 'refused', settledBy: operator, refusalReason: reason });
}

async function finish(tx: Executor, payout: PayoutRow, change: Pick<PayoutRow, 'status' | 'settledBy'> & { refusalReason?: string }) {
  const [updated] = await tx
    .update(bankPayouts)
    .set({ ...change, settledAt: sql`now()` })
    .where(and(eq(bankPayouts.id, payout.id), eq(bankPayouts.status, 'pending')))
    .returning();
  if (!updated) throw new Error(`payout ${payout.id} is no longer pending`);
  await tellCustomer(tx, updated, change.status === 'sent' ? 'sent' : 'refused');
}
