import 'server-only';
import { z } from 'zod';
import { FIAT_CURRENCIES, type FiatCurrency } from '@/lib/money';
import type { Executor } from '@/lib/server/db';
import { defineCommand, formatUnits, labelled, line, oneOf, required, rowId, unitsOf, UsageError, words } from '@/lib/server/core';
import { creditFromWorld } from '@/lib/server/ledger';
import { fundsAddedNotice } from '@/lib/server/notifications';
import { customersByIds } from '@/lib/server/users';
import { customerByEmail } from '@/lib/server/core';
import { referenceOwner } from './incoming';
import { lockPayout, markPayoutRefused, markPayoutSent, payoutsForOperator, type PayoutRow } from './payouts';

const currency = oneOf(FIAT_CURRENCIES, 'the currency');
const payoutId = rowId('name the payout by its number (see payouts pending)');

/** A bank deposit credited from `world` to the customer's credit account; the "funds added" e-mail goes after the commit. */
async function creditBankDeposit(
  tx: Executor,
  userId: number,
  asset: FiatCurrency,
  units: bigint,
  metadata: Record<string, string | null>,
) {
  const transaction = await creditFromWorld(tx, { userId, asset, amount: units, kind: 'bank-deposit', metadata });
  const notice = await fundsAddedNotice(tx, { userId, asset, amount: units, source: 'bankDeposit' });
  return { transaction, customer: userId, record: { transaction, amount: units }, afterCommit: () => notice.send() };
}

/**
 * Settles one payout under its row lock: only a pending one (a second `payout-sent`, or a refusal after it, is named
 * and changes nothing).
 */
async function settlePayout(tx: Executor, id: number, apply: (payout: PayoutRow) => Promise<void>) {
  const payout = await lockPayout(tx, id);
  if (!payout) throw new UsageError(`no payout ${id}`);
  if (payout.status !== 'pending') throw new UsageError(`payout ${id} is already ${payout.status}`);
  await apply(payout);
  return { payout, customer: payout.userId, record: { payout: payout.id, transaction: payout.holdTransactionId } };
}

export const bankCommands = [
  defineCommand({
    name: 'deposit',
    help: 'credit a bank deposit to the customer',
    args: z.object({ email: z.string(), amount: z.string(), currency, reference: z.string().optional() }),
    writes: true,
    async run({ args: { email, amount, currency, reference }, tx }) {
      const units = unitsOf(amount, currency);
      const user = await customerByEmail(tx, email);
      const credited = await creditBankDeposit(tx, user.id, currency, units, { reference: reference ?? null });
      return { ...credited, lines: [line`credited ${formatUnits(units, currency)} to ${email} (transaction ${credited.transaction})`] };
    },
  }),
  defineCommand({
    name: 'deposit-ref',
    help: 'credit a bank deposit by the payment reference in its message',
    args: z.object({
      reference: z.string(),
      amount: z.string(),
      currency,
      bankReference: labelled(z.string().optional(), 'bank-reference'),
    }),
    writes: true,
    async run({ args: { reference, amount, currency, bankReference }, tx }) {
      const units = unitsOf(amount, currency);
      const paymentReference = reference.replace(/\s/g, '').toUpperCase();
      const owner = await referenceOwner(tx, paymentReference);
      if (!owner) throw new UsageError(`no customer has the payment reference ${reference}`);
      if (owner.currency !== currency) throw new UsageError(`${paymentReference} is a ${owner.currency} reference, not ${currency}`);
      const [user] = await customersByIds(tx, [owner.userId], ['email']);
      const credited = await creditBankDeposit(tx, owner.userId, currency, units, { paymentReference, reference: bankReference ?? null });
      const whom = user?.email ?? owner.userId;
      return {
        ...credited,
        record: { ...credited.record, paymentReference },
        lines: [line`credited ${formatUnits(units, currency)} to ${whom} by ${paymentReference} (transaction ${credited.transaction})`],
      };
    },
  }),
  defineCommand({
    name: 'payouts',
    help: 'the customers’ bank payouts, oldest first (only the waiting ones with "pending")',
    args: z.object({ filter: oneOf(['pending'], 'the filter').optional() }),
    writes: false,
    async run({ args: { filter }, tx }) {
      const rows = await payoutsForOperator(tx, filter === 'pending');
      if (rows.length === 0) return { lines: [filter ? 'no pending payouts' : 'no payouts yet'] };
      return {
        lines: rows.map(({ payout, email }) =>
          [
            line`payout ${payout.id}`,
            payout.status.padEnd(7),
            payout.createdAt.toISOString(),
            line`${email}`,
            `${formatUnits(payout.amount, payout.currency)} + fee ${formatUnits(payout.fee, payout.currency)}`,
            line`to ${payout.beneficiaryName} ${payout.iban} ${payout.bic}`,
            ...(payout.refusalReason ? [line`(${payout.refusalReason})`] : []),
          ].join('  '),
        ),
      };
    },
  }),
  defineCommand({
    name: 'payout-sent',
    help: 'the bank transfer was sent: the held funds leave the books',
    args: z.object({ id: payoutId }),
    writes: true,
    async run({ args: { id }, tx, operator }) {
      const settled = await settlePayout(tx, id, (payout) => markPayoutSent(tx, payout, operator));
      const { payout } = settled;
      return {
        ...settled,
        lines: [line`payout ${payout.id} sent: ${formatUnits(payout.amount, payout.currency)} to ${payout.beneficiaryName}`],
      };
    },
  }),
  defineCommand({
    name: 'payout-refused',
    help: 'the payout will not be sent: the held funds go back to the customer, who reads the reason',
    args: z.object({
      id: payoutId,
      reason: words(required('say why the payout is refused: the customer reads it').max(200, 'the reason is at most 200 characters')),
    }),
    writes: true,
    async run({ args: { id, reason }, tx, operator }) {
      const settled = await settlePayout(tx, id, (payout) => markPayoutRefused(tx, payout, operator, reason));
      const { payout } = settled;
      return {
        ...settled,
        lines: [`payout ${payout.id} refused; ${formatUnits(payout.amount + payout.fee, payout.currency)} back to the customer`],
      };
    },
  }),
];
