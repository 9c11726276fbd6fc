import 'server-only';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { db } from '@/lib/server/db';
import { importPendingAddresses } from './addresses';
import { eachNode, rpcOf } from './config';
import { creditDeposit, outputValues } from './deposit-credit';
import { receiveOrderPayment } from './orders';
import {
  addressesNamed,
  cursorOf,
  depositsToCredit,
  forgetImports,
  forgetUnlisted,
  markReplaced,
  recordOutputs,
  saveCursor,
  unlistedTransactions,
  type SeenOutput,
} from './queries';
import { NodeError, type WalletTransaction } from './rpc';

/** What one pass of the watcher did for one coin, for the job's log line and the tests. */
export interface WatchSummary {
  asset: string;
  seen: number;
  credited: number;
  /** Deposits back to detected: their block was re-organised away. */
  reorganised: number;
  /** Deposits the chain replaced: another transaction spending their inputs is in a block. */
  replaced: number;
  imported: number;
}

/** Credits at once: within the jobs' own pool of 5 connections (JOB_CONNECTIONS), which the other jobs share. */
const CREDIT_CONCURRENCY = 4;

/** Outputs per INSERT: 9 parameters each stays far below PostgreSQL's 65,535. */
const BATCH = 2_000;

/** The node's error for a block or a wallet transaction it does not know. */
const NOT_FOUND = -5;

/**
 * `listsinceblock` from the stored cursor. A node that does not know the cursor's block lost its chain (a new datadir,
 * another network): every address is imported again and the listing starts from the beginning of the wallet; what was
 * credited stays credited (unique per output).
 */
async function listSince(node: ChainNodeSettings) {
  const rpc = rpcOf(node);
  const cursor = await cursorOf(db(), node.asset);
  try {
    return await rpc.listSinceBlock(node.depositWallet, cursor, node.confirmations);
  } catch (error) {
    if (!(cursor && error instanceof NodeError && error.code === NOT_FOUND)) throw error;
    console.error(`[chain] ${node.asset}: the node does not know block ${cursor}; importing every address again`);
    await forgetImports(db(), node.asset);
    await importPendingAddresses(node);
    return rpc.listSinceBlock(node.depositWallet, null, node.confirmations);
  }
}

/**
 * Of the transactions of open deposits that the listing left out, those the chain replaced: the wallet gives them
 * negative confirmations. One the wallet does not know (lost with its mempool) is not replaced as far as we know.
 */
async function replacedAmong(node: ChainNodeSettings, txids: string[]): Promise<string[]> {
  const rpc = rpcOf(node);
  const replaced = [];
  for (const txid of txids) {
    try {
      if ((await rpc.walletConfirmations(node.depositWallet, txid)) < 0) replaced.push(txid);
    } catch (error) {
      if (!(error instanceof NodeError && error.code === NOT_FOUND)) throw error;
    }
  }
  return replaced;
}

/**
 * One pass over a coin's deposit wallet: `listsinceblock` from the stored block, each output to one of our addresses
 * recorded with its value read from the raw transaction and its confirmations, then every deposit at N confirmations
 * credited (creditDeposit: once, whoever else runs at the same time), then the cursor moved to the node's `lastblock`
 * (N-1 blocks deep, so a deposit still confirming is listed again next time).
 *
 * A deposit that was in a block and is not listed any more was re-organised away: back to detected. One whose
 * transaction conflicts with the chain (a transaction spending the same inputs is in a block) is replaced: the wallet
 * lists no receipt of a conflicted transaction, so each transaction the listing left out is asked for.
 */
export async function watchDeposits(node: ChainNodeSettings): Promise<WatchSummary> {
  const rpc = rpcOf(node);
  const imported = await importPendingAddresses(node);
  const since = await listSince(node);
  const received = new Map<string, WalletTransaction>();
  for (const transaction of since.transactions) {
    if (transaction.category !== 'receive' || !transaction.address || transaction.confirmations < 0) continue;
    received.set(`${transaction.txid}:${transaction.vout}`, transaction);
  }
  const owners = new Map(
    (await addressesNamed(db(), node.asset, [...new Set([...received.values()].map((t) => t.address!))])).map((row) => [row.address, row]),
  );
  const values = new Map<string, bigint[]>();
  const outputs: SeenOutput[] = [];
  for (const transaction of received.values()) {
    const owner = owners.get(transaction.address!);
    if (!owner) continue;
    let outputsOfTx = values.get(transaction.txid);
    if (!outputsOfTx)
      values.set(transaction.txid, (outputsOfTx = outputValues(await rpc.walletTransactionHex(node.depositWallet, transaction.txid))));
    const amount = outputsOfTx[transaction.vout]!;
    outputs.push({
      asset: node.asset,
      txid: transaction.txid,
      vout: transaction.vout,
      addressId: owner.id,
      userId: owner.userId,
      amount,
      // A public order's payment is held to the order's amount when it is received (receiveOrderPayment), not here.
      status:
        owner.userId !== null && amount < node.minDepositUnits
          ? 'below_minimum'
          : transaction.confirmations === 0
            ? 'detected'
            : 'confirming',
      confirmations: transaction.confirmations,
      blockHash: transaction.blockhash ?? null,
    });
  }
  const rows = [];
  for (let start = 0; start < outputs.length; start += BATCH)
    rows.push(...(await recordOutputs(db(), outputs.slice(start, start + BATCH))));
  const listed = rows.map((row) => row.id);
  const unlisted = await unlistedTransactions(db(), node.asset, node.confirmations, listed);
  const replaced = await markReplaced(db(), node.asset, await replacedAmong(node, unlisted));
  const reorganised = await forgetUnlisted(db(), node.asset, node.confirmations, listed);
  const ready = await depositsToCredit(db(), node.asset, node.confirmations);
  let credited = 0;
  // Different customers' deposits credit side by side (each its own transaction under its own customer's lock); a
  // payment to a public order's address settles that order instead.
  await Promise.all(
    Array.from({ length: CREDIT_CONCURRENCY }, async () => {
      for (let deposit = ready.shift(); deposit; deposit = ready.shift()) {
        const { id, userId } = deposit;
        if (await (userId === null ? receiveOrderPayment(node, { id }) : creditDeposit(node, { id, userId }))) credited++;
      }
    }),
  );
  await saveCursor(db(), node.asset, since.lastblock);
  return { asset: node.asset, seen: outputs.length, credited, reorganised, replaced, imported };
}

/** The watcher's pass over every coin with a node (the chain-watch job). */
export const watchAllChains = () => eachNode('watcher', watchDeposits);
