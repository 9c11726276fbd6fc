import 'server-only';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { z } from 'zod';
import type { Executor } from '@/lib/server/db';
import { defineCommand, formatUnits, labelled, option, queueJob, required, rowId, UsageError, words } from '@/lib/server/core';
import { OUTSIDE_MINING_DESCRIPTOR } from '@/lib/chain/regtest-mining.mjs';
import { isValidAddress } from '@/lib/validation/crypto-address';
import { regtestNodes, rpcOf } from './config';
import { bookFaucetPayment } from './funding';
import { chainWatchJob } from './jobs';
import { depositAddressAsset } from './queries';
import { reconciliationLines } from './reconcile';
import { approveWithdrawal, displayStatus, endWithdrawal, withdrawalsForOperator } from './withdrawals';
import { NodeUnavailable } from './rpc';

// The operator's chain commands, self-contained so the command registry can list them: `chain faucet`, `chain mine`
// (demo and test networks only: on mainnet coins are real; the faucet's coins are the house's, booked as it pays, and
// blocks pay no wallet of the node's, so reconciliation stays at 0) and `chain watch` (the watcher now, not in a few
// seconds).

const MAX_BLOCKS = 1_000;

/** The regtest nodes, or a usage error saying why there are none. */
function demoNodes(): ChainNodeSettings[] {
  const nodes = regtestNodes();
  if (nodes.length === 0)
    throw new UsageError('no regtest node: start the demo with `npm start` (litecoind on PATH) or set CHAIN_NODES to a regtest node');
  return nodes;
}

async function reachable<T>(node: ChainNodeSettings, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NodeUnavailable)
      throw new UsageError(`the ${node.asset} node at ${node.rpcUrl} does not answer: is \`npm start\` running?`);
    throw error;
  }
}

/**
 * Pays an address from a demo node's hot wallet: the node of the coin our deposit address is for, or else the first
 * whose network the address belongs to (a node standing in for another coin shares its addresses' form). The payment
 * is booked from the house's liquidity in the command's transaction.
 */
async function faucet(tx: Executor, address: string, amount: string): Promise<string[]> {
  const ours = await depositAddressAsset(tx, address);
  const node = demoNodes().find((candidate) =>
    ours ? candidate.asset === ours : isValidAddress(candidate.chain ?? candidate.asset, address, candidate.network),
  );
  if (!node)
    throw new UsageError(
      `${address} is no address of a regtest node here (${demoNodes()
        .map((n) => n.asset)
        .join(', ')})`,
    );
  let units: bigint;
  try {
    units = toUnits(amount, scaleOf(node.asset));
  } catch {
    throw new UsageError(`${amount} is not an amount in ${node.asset}`);
  }
  if (units <= 0n) throw new UsageError('the amount must be more than zero');
  const decimal = fromUnits(units, scaleOf(node.asset));
  const txid = await reachable(node, () => rpcOf(node).sendToAddress(node.hotWallet, address, decimal));
  await bookFaucetPayment(tx, node, txid, units);
  return [`sent ${decimal} ${node.asset} to ${address} (transaction ${txid}); it is credited after ${node.confirmations} confirmations`];
}

/** Mines blocks on every demo node (a block every 30 s comes anyway while `npm start` runs), paying outside its wallets. */
async function mine(blocks: number): Promise<string[]> {
  const lines = [];
  for (const node of demoNodes()) {
    const rpc = rpcOf(node);
    const mined = await reachable(node, () => rpc.generateToDescriptor(blocks, OUTSIDE_MINING_DESCRIPTOR));
    lines.push(`${node.asset}: mined ${mined.length} block${mined.length === 1 ? '' : 's'}, height ${await rpc.blockCount()}`);
  }
  return lines;
}

const withdrawalId = rowId('name the withdrawal by its number (see withdrawals pending)');

export const chainCommands = [
  defineCommand({
    name: 'chain faucet',
    help: 'pay a demo deposit address from the regtest node’s wallet, booked from the house’s liquidity (regtest only)',
    args: z.object({ address: labelled(z.string().trim().min(1), 'address'), amount: labelled(z.string(), 'amount') }),
    writes: true,
    run: async ({ args, tx }) => ({ lines: await faucet(tx, args.address, args.amount) }),
  }),
  defineCommand({
    name: 'chain mine',
    help: 'mine blocks on every regtest node (regtest only)',
    args: z.object({
      blocks: labelled(
        z.coerce.number().int().min(1, `mine 1 to ${MAX_BLOCKS} blocks`).max(MAX_BLOCKS, `mine 1 to ${MAX_BLOCKS} blocks`).default(1),
        'n',
      ),
    }),
    writes: false,
    run: async ({ args }) => ({ lines: await mine(args.blocks) }),
  }),
  defineCommand({
    name: 'chain watch',
    help: 'queue the deposit watcher now instead of in a few seconds',
    args: z.object({}),
    writes: false,
    run: async () => {
      await queueJob(chainWatchJob, {});
      return { lines: ['the deposit watcher is queued: the running app reads every node now'] };
    },
  }),
  defineCommand({
    name: 'chain reconcile',
    help: 'compare each node’s wallets with the ledger’s hot-wallet account and name any drift',
    args: z.object({}),
    writes: false,
    run: async () => ({ lines: (await reconciliationLines()).lines }),
  }),
  defineCommand({
    name: 'withdrawals pending',
    help: 'list the on-chain withdrawals not confirmed yet (all with --all)',
    args: z.object({ all: option(z.boolean().default(false)) }),
    writes: false,
    async run({ args, tx }) {
      const rows = await withdrawalsForOperator(tx, !args.all);
      if (rows.length === 0) return { lines: ['no withdrawals'] };
      return {
        lines: rows.map(
          (row) =>
            `${row.id}  ${row.status}${row.status === 'requested' ? ` (${displayStatus(row)})` : ''}  ${formatUnits(row.amount, row.asset)} to ${row.address}` +
            `  ${row.userId === null ? `public order ${row.orderId}` : `customer ${row.userId}`}${row.txid ? `  txid ${row.txid}` : ''}${row.reason ? `  last: ${row.reason}` : ''}`,
        ),
      };
    },
  }),
  defineCommand({
    name: 'withdrawals approve',
    help: 'let a withdrawal above the approval threshold be signed and sent',
    args: z.object({ id: withdrawalId }),
    writes: true,
    async run({ args: { id }, tx, operator }) {
      const row = await approveWithdrawal(tx, id, operator);
      return {
        customer: row.userId,
        record: { withdrawal: row.id },
        lines: [`withdrawal ${row.id} approved: ${formatUnits(row.amount, row.asset)} to ${row.address} is sent within seconds`],
      };
    },
  }),
  defineCommand({
    name: 'withdrawals refuse',
    help: 'refuse a withdrawal not signed yet: amount and fee go back to the customer',
    args: z.object({
      id: withdrawalId,
      reason: words(required('say why the withdrawal is refused').max(200, 'the reason is at most 200 characters')),
    }),
    writes: true,
    async run({ args: { id, reason }, tx }) {
      const { row, email } = await endWithdrawal(tx, id, 'refused', reason);
      return {
        afterCommit: () => email.send(),
        customer: row.userId,
        record: { withdrawal: row.id, transaction: row.holdTransactionId },
        lines: [
          row.userId === null
            ? `withdrawal ${row.id} refused: public order ${row.orderId}'s coins are not sent; settle the order with its customer`
            : `withdrawal ${row.id} refused; ${formatUnits(row.amount + row.fee, row.asset)} back to the customer`,
        ],
      };
    },
  }),
];
