import 'server-only';
import type { Executor } from '@/lib/server/db';
import { customerAccount, houseAccount } from './accounts';
import { feeLeg, move, type CustomerMovement } from './movements';
import { post } from './post';

/**
 * Money entering the books for a customer: the house account it arrived on gives (`world`: a bank deposit, the demo's
 * starting balance; `hot_wallet`: coins received on chain), the customer's available account receives the amount, and
 * pays `fee` of it to a fee shard, as one posted transaction. Its id.
 */
export async function creditFromOutside(
  tx: Executor,
  credit: CustomerMovement & { from: 'world' | 'hot_wallet'; fee?: bigint },
): Promise<number> {
  const [source, account] = [await houseAccount(tx, credit.from, credit.asset), await customerAccount(tx, credit.userId, credit.asset)];
  return post(tx, {
    kind: credit.kind,
    legs: [...move(source.id, account.id, credit.amount), ...(await feeLeg(tx, account.id, credit.asset, credit.fee ?? 0n))],
    valueEurMinor: credit.valueEurMinor,
    metadata: credit.metadata,
  });
}

/** Money entering the books from the world account (a bank deposit, the demo's starting balance), without a fee. */
export const creditFromWorld = (tx: Executor, credit: CustomerMovement): Promise<number> =>
  creditFromOutside(tx, { ...credit, from: 'world' });
