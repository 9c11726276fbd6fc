import 'server-only';
import { and, eq } from 'drizzle-orm';
import { basisPointsOf } from '@/lib/money';
import { CHAIN_PARAMS, type ChainAsset } from '@/lib/chain/networks';
import { schema, type Executor } from '@/lib/server/db';
import type { FeeOperation } from '@/lib/server/db/schema';
import type { PlanType } from '@/lib/terms/plans';

const { feeRules } = schema;

type FeeRule = typeof feeRules.$inferInsert;

/**
 * The schedule a database starts with (the operator changes it with the CLI): a better plan pays less. Amounts in
 * minor units of the rule's currency.
 */
const DEFAULT_FEE_RULES: FeeRule[] = [
  { plan: 'basic', operation: 'internal_transfer', currency: 'EUR', basisPoints: 50, fixedMinor: 20n },
  { plan: 'basic', operation: 'internal_transfer', currency: 'CZK', basisPoints: 50, fixedMinor: 500n },
  { plan: 'advanced', operation: 'internal_transfer', currency: 'EUR', basisPoints: 25, fixedMinor: 10n },
  { plan: 'advanced', operation: 'internal_transfer', currency: 'CZK', basisPoints: 25, fixedMinor: 250n },
  { plan: 'pro', operation: 'internal_transfer', currency: 'EUR', basisPoints: 0, fixedMinor: 0n },
  { plan: 'pro', operation: 'internal_transfer', currency: 'CZK', basisPoints: 0, fixedMinor: 0n },
  // Converting between own accounts in different assets; a crypto source pays the EUR rule's percentage only.
  { plan: 'basic', operation: 'crypto_trading', currency: 'EUR', basisPoints: 100, fixedMinor: 0n },
  { plan: 'basic', operation: 'crypto_trading', currency: 'CZK', basisPoints: 100, fixedMinor: 0n },
  { plan: 'advanced', operation: 'crypto_trading', currency: 'EUR', basisPoints: 50, fixedMinor: 0n },
  { plan: 'advanced', operation: 'crypto_trading', currency: 'CZK', basisPoints: 50, fixedMinor: 0n },
  { plan: 'pro', operation: 'crypto_trading', currency: 'EUR', basisPoints: 25, fixedMinor: 0n },
  { plan: 'pro', operation: 'crypto_trading', currency: 'CZK', basisPoints: 25, fixedMinor: 0n },
  // A payout to a bank account (SEPA in euros, a domestic payment in crowns), taken on top of the amount.
  { plan: 'basic', operation: 'sepa_withdrawal', currency: 'EUR', basisPoints: 0, fixedMinor: 100n },
  { plan: 'basic', operation: 'sepa_withdrawal', currency: 'CZK', basisPoints: 0, fixedMinor: 2500n },
  { plan: 'advanced', operation: 'sepa_withdrawal', currency: 'EUR', basisPoints: 0, fixedMinor: 50n },
  { plan: 'advanced', operation: 'sepa_withdrawal', currency: 'CZK', basisPoints: 0, fixedMinor: 1250n },
  { plan: 'pro', operation: 'sepa_withdrawal', currency: 'EUR', basisPoints: 0, fixedMinor: 0n },
  { plan: 'pro', operation: 'sepa_withdrawal', currency: 'CZK', basisPoints: 0, fixedMinor: 0n },
  // A deposit from the chain (each coin with a node), in the coin's own units: free until the operator sets a fee.
  ...(['basic', 'advanced', 'pro'] as const).flatMap((plan) =>
    (Object.keys(CHAIN_PARAMS) as ChainAsset[]).map((currency) => ({
      plan,
      operation: 'crypto_deposit' as const,
      currency,
      basisPoints: 0,
      fixedMinor: 0n,
    })),
  ),
  // Funding a payment card from the credit account (a transfer between own accounts), and a dispute of a card payment.
  { plan: 'basic', operation: 'card_funding', currency: 'EUR', basisPoints: 100, fixedMinor: 0n },
  { plan: 'advanced', operation: 'card_funding', currency: 'EUR', basisPoints: 50, fixedMinor: 0n },
  { plan: 'pro', operation: 'card_funding', currency: 'EUR', basisPoints: 0, fixedMinor: 0n },
  { plan: 'basic', operation: 'chargeback', currency: 'EUR', basisPoints: 0, fixedMinor: 2000n },
  { plan: 'advanced', operation: 'chargeback', currency: 'EUR', basisPoints: 0, fixedMinor: 1500n },
  { plan: 'pro', operation: 'chargeback', currency: 'EUR', basisPoints: 0, fixedMinor: 1000n },
  // Taken from each day's staking reward, in the reward's asset: the percentage only (the fixed part is in the currency).
  // The spec lists a crypto_earning fee per plan but gives no figures (§3 "Values: not shown", §9): these are ours.
  { plan: 'basic', operation: 'crypto_earning', currency: 'EUR', basisPoints: 1000, fixedMinor: 0n },
  { plan: 'advanced', operation: 'crypto_earning', currency: 'EUR', basisPoints: 500, fixedMinor: 0n },
  { plan: 'pro', operation: 'crypto_earning', currency: 'EUR', basisPoints: 250, fixedMinor: 0n },
];

/** Writes the default schedule where a rule is missing (a fresh database); an operator's changes stay. */
export async function ensureFeeSchedule(tx: Executor): Promise<void> {
  await tx.insert(feeRules).values(DEFAULT_FEE_RULES).onConflictDoNothing();
}

export interface Fee {
  basisPoints: number;
  fixedMinor: bigint;
  /** The fee on this amount: the percentage rounded up to the unit, plus the fixed part. */
  amount: bigint;
}

/** The fee a plan pays for an operation on `amount` (minor units of `currency`); an operation without a rule is free. */
export async function feeFor(
  tx: Executor,
  rule: { plan: PlanType; operation: FeeOperation; currency: string },
  amount: bigint,
): Promise<Fee> {
  const where = and(eq(feeRules.plan, rule.plan), eq(feeRules.operation, rule.operation), eq(feeRules.currency, rule.currency));
  let [found] = await tx.select().from(feeRules).where(where);
  if (!found) {
    await ensureFeeSchedule(tx);
    [found] = await tx.select().from(feeRules).where(where);
  }
  return found ? feeByRule(amount, found.basisPoints, found.fixedMinor) : feeByRule(amount, 0, 0n);
}

/** A fee rule applied to `amount`: the percentage rounded up to the unit, plus the fixed part (ledger_transfer's too). */
export const feeByRule = (amount: bigint, basisPoints: number, fixedMinor: bigint): Fee => ({
  basisPoints,
  fixedMinor,
  amount: basisPointsOf(amount, basisPoints, 'up') + fixedMinor,
});
