import 'server-only';
import type { Executor } from '@/lib/server/db';
import { customerAccount, houseAccount } from './accounts';
import { move, type CustomerMovement } from './movements';
import { post } from './post';

/**
 * Money entering the books for a customer (a bank deposit, the demo's starting balance): the world account gives,
 * the customer's available account receives, as one posted transaction. Its id.
 */
export async function creditFromWorld(tx: Executor, credit: CustomerMovement): Promise<number> {
  const [world, account] = await Promise.all([houseAccount(tx, 'world', credit.asset), customerAccount(tx, credit.userId, credit.asset)]);
  return post(tx, {
    kind: credit.kind,
    legs: move(world.id, account.id, credit.amount),
    valueEurMinor: credit.valueEurMinor,
    metadata: credit.metadata,
  });
}
