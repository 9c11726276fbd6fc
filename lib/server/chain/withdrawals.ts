import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer, UsageError } from '@/lib/server/core';
import { schema, type Executor } from '@/lib/server/db';
import { holdFunds, releaseHold, releaseLimits, withIdempotencyKey } from '@/lib/server/ledger';
import { assertNotBlocked, limitUses, withinLimits } from '@/lib/server/limits';
import { feeFor } from '@/lib/server/pricing';
import { customerEmail, NOTHING_TO_SEND, notify, type PendingEmail, type WithdrawalOutcome } from '@/lib/server/notifications';
import { priceOf, valueAt } from '@/lib/server/rates';
import { routePath } from '@/lib/routes';
import type { ChainWithdrawalView, WithdrawalDisplayStatus, WithdrawalReceipt } from '@/lib/views/chain';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { chainNodeOf } from './config';
import { withdrawalEmail } from './mail';
import { ownWithdrawalAddress, withdrawalNode } from './withdrawal-addresses';

const { chainWithdrawals } = schema;

/** The feature the operator can block (`npm run ops -- block crypto-withdrawals [email]`). */
export const WITHDRAWAL_FEATURE = 'crypto-withdrawals';

const LISTED = 50;

export type ChainWithdrawalRow = typeof chainWithdrawals.$inferSelect;

/** Spec §4: Init until the job signs it (Pending while it waits for the operator), Process until confirmed. */
export function displayStatus(row: Pick<ChainWithdrawalRow, 'status' | 'needsApproval' | 'approvedBy'>): WithdrawalDisplayStatus {
  switch (row.status) {
    case 'requested':
      return row.needsApproval && !row.approvedBy ? 'Pending' : 'Init';
    case 'signed':
    case 'broadcast':
      return 'Process';
    case 'confirmed':
      return 'Success';
    default:
      return 'Failed';
  }
}

export const withdrawalView = (row: ChainWithdrawalRow): ChainWithdrawalView => {
  const scale = scaleOf(row.asset);
  return {
    id: row.id,
    asset: row.asset,
    address: row.address,
    amount: fromUnits(row.amount, scale),
    fee: fromUnits(row.fee, scale),
    status: row.status,
    display: displayStatus(row),
    txid: row.status === 'signed' ? null : row.txid,
    confirmations: row.confirmations,
    required: chainNodeOf(row.asset)?.confirmations ?? row.confirmations,
    createdAt: row.createdAt.toISOString(),
  };
};

/** The customer's withdrawals, newest first. */
export const withdrawalsOf = (tx: Executor, userId: number) =>
  tx.select().from(chainWithdrawals).where(eq(chainWithdrawals.userId, userId)).orderBy(desc(chainWithdrawals.id)).limit(LISTED);

/** Above the coin's approval threshold a withdrawal (a customer's or a public order's) waits for the operator. */
export const withdrawalNeedsApproval = (node: ChainNodeSettings, amount: bigint) => amount > node.approveAboveUnits;

function amountIn(asset: string, decimal: string): bigint {
  try {
    return toUnits(decimal, scaleOf(asset));
  } catch {
    throw new AppError(422, 'validationFailed', { fieldErrors: { amount: 'chain.errors.amountInvalid' } });
  }
}

/**
 * Asks for a withdrawal to one of the customer's saved addresses whose wait is over: amount + the plan's
 * crypto_withdrawal fee move from the coin account to the held account in a pending journal transaction that counts the
 * withdrawal limits of the customer's level, under the caller's idempotency key. The send job signs and broadcasts it;
 * above the coin's approval threshold it first waits for the operator.
 */
export async function requestWithdrawal(
  user: CustomerRow,
  input: { address: number; amount: string },
  idempotencyKey: string,
): Promise<WithdrawalReceipt> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'chain/withdrawals', ...input }, async (tx) => {
    // Taken before the hold locks the coin account: another withdrawal of the customer's in progress refuses this one at once.
    await lockCustomer(tx, user.id);
    await assertNotBlocked(tx, WITHDRAWAL_FEATURE, user.id, 'sender');
    const { row: saved, usable } = await ownWithdrawalAddress(tx, user.id, input.address);
    if (!usable) throw new AppError(409, 'chain.errors.addressWaiting', { values: { time: saved.usableAt.toISOString() } });
    const node = withdrawalNode(saved.asset);
    const scale = scaleOf(node.asset);
    const amount = amountIn(node.asset, input.amount);
    if (amount < node.minWithdrawalUnits)
      throw new AppError(422, 'chain.errors.belowMinimum', {
        values: { min: fromUnits(node.minWithdrawalUnits, scale), asset: node.asset },
      });
    if (amount > node.maxWithdrawalUnits)
      throw new AppError(422, 'chain.errors.aboveMaximum', {
        values: { max: fromUnits(node.maxWithdrawalUnits, scale), asset: node.asset },
      });
    const fee = (await feeFor(tx, { plan: user.plan, operation: 'crypto_withdrawal', currency: node.asset }, amount)).amount;
    const valueEurMinor = valueAt(amount, node.asset, await priceOf(node.asset, 'EUR', tx));
    const limits = await limitUses(tx, { id: user.id, level: user.verificationLevel }, 'withdrawal', valueEurMinor, 'sender');
    const hold = await withinLimits(
      holdFunds(tx, {
        userId: user.id,
        asset: node.asset,
        amount: amount + fee,
        kind: 'crypto-withdrawal',
        valueEurMinor,
        metadata: { address: saved.address, amount: amount.toString(), fee: fee.toString() },
        limits,
      }),
    );
    const [row] = await tx
      .insert(chainWithdrawals)
      .values({
        userId: user.id,
        asset: node.asset,
        address: saved.address,
        amount,
        fee,
        needsApproval: withdrawalNeedsApproval(node, amount),
        holdTransactionId: hold,
      })
      .returning();
    return {
      withdrawal: row!.id,
      asset: node.asset,
      amount: fromUnits(amount, scale),
      fee: fromUnits(fee, scale),
      total: fromUnits(amount + fee, scale),
      display: displayStatus(row!),
    };
  });
}

/** Withdrawals for the operator, oldest first: those not sent yet, or all. */
export const withdrawalsForOperator = (tx: Executor, onlyOpen: boolean) =>
  tx
    .select()
    .from(chainWithdrawals)
    .where(onlyOpen ? inArray(chainWithdrawals.status, ['requested', 'signed', 'broadcast']) : undefined)
    .orderBy(chainWithdrawals.id)
    .limit(500);

/** A withdrawal locked for a change of state, so the job and an operator cannot change it at once. */
export async function lockWithdrawal(tx: Executor, id: number): Promise<ChainWithdrawalRow | undefined> {
  const [row] = await tx.select().from(chainWithdrawals).where(eq(chainWithdrawals.id, id)).for('update');
  return row;
}

export async function updateWithdrawal(
  tx: Executor,
  id: number,
  from: ChainWithdrawalRow['status'][],
  change: Partial<ChainWithdrawalRow>,
) {
  const [row] = await tx
    .update(chainWithdrawals)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(chainWithdrawals.id, id), inArray(chainWithdrawals.status, from)))
    .returning();
  return row;
}

/**
 * The operator approves a withdrawal that waits above the threshold: the send job signs it on its next pass. Only an
 * unsigned one (the caller holds the row's lock).
 */
export async function approveWithdrawal(tx: Executor, id: number, operator: string): Promise<ChainWithdrawalRow> {
  const row = await lockWithdrawal(tx, id);
  if (!row) throw new UsageError(`no withdrawal ${id}`);
  if (row.status !== 'requested' || !row.needsApproval || row.approvedBy)
    throw new UsageError(
      `withdrawal ${id} does not wait for approval (${row.status}${row.approvedBy ? `, approved by ${row.approvedBy}` : ''})`,
    );
  return (await updateWithdrawal(tx, id, ['requested'], { approvedBy: operator }))!;
}

/**
 * Tells the customer what became of their withdrawal, the bell and the e-mail, in the transaction that changed its
 * state: once per withdrawal and outcome (the notice's unique key), however many passes or operators get there. The
 * e-mail is handed over after the commit. A public order's send has no customer to tell: its order page follows it.
 */
export async function tellWithdrawal(tx: Executor, row: ChainWithdrawalRow, outcome: WithdrawalOutcome): Promise<PendingEmail> {
  if (row.userId === null) return NOTHING_TO_SEND;
  const values = { outcome, amount: fromUnits(row.amount, scaleOf(row.asset)), asset: row.asset };
  const link = `${routePath('cryptoWithdraw')}?asset=${row.asset}`;
  if (!(await notify(tx, row.userId, { key: 'cryptoWithdrawal', values }, link, `chain-withdrawal:${row.id}:${outcome}`)))
    return NOTHING_TO_SEND;
  const txid = outcome === 'failed' ? null : row.txid;
  return customerEmail(tx, row.userId, `crypto-withdrawal-${outcome}`, (recipient) =>
    withdrawalEmail(recipient, { ...values, address: row.address, txid }),
  );
}

/**
 * A withdrawal that will not be sent: refused by the operator, or failed. Only before it was signed (after that the
 * coins may be on their way): the hold is voided, amount and fee go back, the limit use is given back, and the
 * customer is told (the e-mail to send after the commit comes with the row).
 */
export async function endWithdrawal(
  tx: Executor,
  id: number,
  outcome: 'refused' | 'failed',
  reason: string,
): Promise<{ row: ChainWithdrawalRow; email: PendingEmail }> {
  const row = await lockWithdrawal(tx, id);
  if (!row) throw new UsageError(`no withdrawal ${id}`);
  if (row.status !== 'requested') throw new UsageError(`withdrawal ${id} is ${row.status}: only one not signed yet can be stopped`);
  // A public order's coins were never held: stopping its send gives nothing back here (the operator settles the order).
  if (row.holdTransactionId !== null && row.userId !== null) {
    await releaseHold(tx, row.holdTransactionId);
    await releaseLimits(tx, row.userId, 'withdrawal', row.holdTransactionId);
  }
  const ended = (await updateWithdrawal(tx, id, ['requested'], { status: outcome, reason }))!;
  return { row: ended, email: await tellWithdrawal(tx, ended, 'failed') };
}
