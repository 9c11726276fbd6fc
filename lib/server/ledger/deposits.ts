import 'server-only';
import type { TransactionKind } from '@/lib/terms/ledger';
import type { Executor } from '@/lib/server/db';
import { customerAccount, houseAccount } from './accounts';
import { post } from './post';

/**
 * Money entering the books for a customer (a bank deposit, the demo's starting balance): the world account gives,
 * the customer's available account receives, as one posted transaction. Its id.
 */
export async function creditFromWorld(
  tx: Executor,
  credit: {
    userId: number;
    asset: string;
    amount: bigint;
    kind: TransactionKind;
    valueEurMinor?: bigint;
    metadata?: Record<string, unknown>;
  },
): Promise<number> {
  const [world, account] = await Promise.all([houseAccount(tx, 'world', credit.asset), customerAccount(tx, credit.userId, credit.asset)]);
  return post(tx, {
    kind: credit.kind,
    legs: [
      { account: world.id, amount: -credit.amount },
      { account: account.id, amount: credit.amount },
    ],
    valueEurMinor: credit.valueEurMinor,
    metadata: credit.metadata,
  });
}
