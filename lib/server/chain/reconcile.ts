import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { fromUnits, scaleOf } from '@/lib/money';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { db, schema } from '@/lib/server/db';
import { accountBalance, houseAccount } from '@/lib/server/ledger';
import { chainNodes, rpcOf } from './config';
import { unitsOfNodeFloat } from './rpc';

const { chainDeposits, chainWithdrawals } = schema;

export interface Reconciliation {
  asset: string;
  /** What the node's hot and deposit wallets hold (confirmed, and the hot wallet's own unconfirmed change). */
  node: bigint;
  /** What they should hold by the books: minus the ledger's hot_wallet account, plus coins on chain not booked yet. */
  expected: bigint;
  drift: bigint;
}

/**
 * Compares one coin's node wallets with the ledger. The books say minus the hot_wallet account's balance; the node also
 * holds deposits with a confirmation that are not credited yet (confirming, or below the minimum: those stay), and no
 * longer holds what broadcast withdrawals paid out (amount and network fee) before their confirmation posts them.
 */
export async function reconcileChain(node: ChainNodeSettings): Promise<Reconciliation> {
  const rpc = rpcOf(node);
  const [hot, deposits] = await Promise.all([rpc.balance(node.hotWallet), rpc.balance(node.depositWallet)]);
  const held = unitsOfNodeFloat(hot, node.asset) + unitsOfNodeFloat(deposits, node.asset);
  const database = db();
  const account = await houseAccount(database, 'hot_wallet', node.asset);
  const [{ arriving }] = (await database
    .select({ arriving: sql<string>`coalesce(sum(${chainDeposits.amount}), 0)` })
    .from(chainDeposits)
    .where(
      and(
        eq(chainDeposits.asset, node.asset),
        inArray(chainDeposits.status, ['confirming', 'below_minimum']),
        gte(chainDeposits.confirmations, 1),
      ),
    )) as [{ arriving: string }];
  const [{ leaving }] = (await database
    .select({ leaving: sql<string>`coalesce(sum(${chainWithdrawals.amount} + coalesce(${chainWithdrawals.networkFee}, 0)), 0)` })
    .from(chainWithdrawals)
    .where(and(eq(chainWithdrawals.asset, node.asset), eq(chainWithdrawals.status, 'broadcast')))) as [{ leaving: string }];
  const expected = -(await accountBalance(database, account.id)) + BigInt(arriving) - BigInt(leaving);
  return { asset: node.asset, node: held, expected, drift: held - expected };
}

/** Each coin's reconciliation as the operator reads it: the drift named, or that there is none. */
export async function reconciliationLines(): Promise<{ lines: string[]; drifted: boolean }> {
  const lines = [];
  let drifted = false;
  for (const node of chainNodes()) {
    const result = await reconcileChain(node);
    const amount = (units: bigint) => `${fromUnits(units, scaleOf(node.asset))} ${node.asset}`;
    drifted ||= result.drift !== 0n;
    lines.push(
      result.drift === 0n
        ? `${node.asset}: the node's wallets hold ${amount(result.node)}, as the ledger says`
        : `${node.asset}: DRIFT ${amount(result.drift)}: the node's wallets hold ${amount(result.node)}, the ledger says ${amount(result.expected)}`,
    );
  }
  return { lines: lines.length > 0 ? lines : ['no coin has a node here'], drifted };
}

/** The daily reconciliation (the chain-reconcile job): its lines, and a drift written to the error log for the operator. */
export async function reconcileAndReportDrift(): Promise<string[]> {
  const { lines, drifted } = await reconciliationLines();
  if (drifted) console.error(`[chain] reconciliation found drift:\n${lines.join('\n')}`);
  return lines;
}
