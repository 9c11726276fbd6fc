import 'server-only';
import { fromUnits, scaleOf } from '@/lib/money';
import { db } from '@/lib/server/db';
import type { CheckedOrder } from '@/lib/views/transaction-check';
import type { ChainDepositStatus } from '@/lib/views/chain';
import { chainNodeOf } from './config';
import { depositsOfTransaction } from './queries';

/** A deposit's state in the spec's display statuses, as the public transaction check shows it. */
const CHECK_STATUS: Record<ChainDepositStatus, CheckedOrder['status']> = {
  detected: 'Pending',
  confirming: 'Process',
  credited: 'Success',
  below_minimum: 'Failed',
  replaced: 'Failed',
};

/**
 * The deposits a transaction hash paid, for /Transaction_Check (the deposit list links each txid there): amounts,
 * status and confirmations, nothing about whose they are. The hash is on the public chain already.
 */
export async function depositsForCheck(txid: string): Promise<CheckedOrder[]> {
  if (!/^[0-9a-fA-F]{64}$/.test(txid)) return [];
  return (await depositsOfTransaction(db(), txid)).map((row) => {
    const required = chainNodeOf(row.asset)?.confirmations ?? row.confirmations;
    const scale = scaleOf(row.asset);
    return {
      kind: 'deposit' as const,
      createdAt: row.detectedAt.toISOString(),
      sends: { amount: fromUnits(row.amount, scale), currency: row.asset },
      receives: { amount: fromUnits(row.amount - (row.fee ?? 0n), scale), currency: row.asset },
      status: CHECK_STATUS[row.status],
      confirmations: { count: Math.min(row.confirmations, required), required },
    };
  });
}
