import 'server-only';
import type { TransactionKind } from '@/lib/ledger/terms';
import type { Executor } from '@/lib/server/db';
import { customerAccount, feeShardAccount, houseAccount } from './accounts';
import { post, type Leg } from './post';

interface Credit {
  userId: number;
  asset: string;
  /** What arrived, fee included. */
  amount: bigint;
  kind: TransactionKind;
  valueEurMinor?: bigint;
  metadata?: Record<string, unknown>;
}

/**
 * Money entering the books for a customer: the house account it arrived on gives (`world`: a bank deposit, the demo's
 * starting balance; `hot_wallet`: coins received on chain), the customer's available account receives the amount less
 * `fee`, a fee shard the fee, as one posted transaction. Its id.
 */
export async function creditFromOutside(tx: Executor, credit: Credit & { from: 'world' | 'hot_wallet'; fee?: bigint }): Promise<number> {
  const fee = credit.fee ?? 0n;
  const [source, account] = await Promise.all([
    houseAccount(tx, credit.from, credit.asset),
    customerAccount(tx, credit.userId, credit.asset),
  ]);
  const legs: Leg[] = [
    { account: source.id, amount: -credit.amount },
    { account: account.id, amount: credit.amount - fee },
  ];
  if (fee > 0n) legs.push({ account: (await feeShardAccount(tx, credit.asset)).id, amount: fee, last: true });
  return post(tx, { kind: credit.kind, legs, valueEurMinor: credit.valueEurMinor, metadata: credit.metadata });
}

/** Money entering the books from the world account (a bank deposit, the demo's starting balance), without a fee. */
export const creditFromWorld = (tx: Executor, credit: Credit): Promise<number> => creditFromOutside(tx, { ...credit, from: 'world' });
