import 'server-only';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { queueJob } from '@/lib/server/jobs/queue';
import { UsageError } from '@/lib/server/ops/usage-error';
import { isValidAddress } from '@/lib/validation/crypto-address';
import { chainNodes, rpcOf } from './config';
import { NodeUnavailable } from './rpc';

// The operator's chain commands, self-contained so the command registry can list them: `chain faucet`, `chain mine`
// (demo and test networks only: on mainnet coins are real) and `chain watch` (the watcher now, not in a few seconds).

const MAX_BLOCKS = 1_000;

/** The regtest nodes, or a usage error saying why there are none. */
function demoNodes(): ChainNodeSettings[] {
  const nodes = chainNodes().filter((node) => node.network === 'regtest');
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

/** Pays a deposit address from the demo node's hot wallet (the coin is the one whose network the address belongs to). */
async function faucet([address, amount]: string[]): Promise<string[]> {
  if (!address || !amount) throw new UsageError('usage: chain faucet <address> <amount>');
  const node = demoNodes().find((candidate) => isValidAddress(candidate.asset, address, candidate.network));
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
  return [`sent ${decimal} ${node.asset} to ${address} (transaction ${txid}); it is credited after ${node.confirmations} confirmations`];
}

/** Mines blocks on every demo node (a block every 30 s comes anyway while `npm start` runs). */
async function mine([count]: string[]): Promise<string[]> {
  const blocks = count === undefined ? 1 : Number(count);
  if (!Number.isInteger(blocks) || blocks < 1 || blocks > MAX_BLOCKS) throw new UsageError(`mine 1 to ${MAX_BLOCKS} blocks`);
  const lines = [];
  for (const node of demoNodes()) {
    const rpc = rpcOf(node);
    const mined = await reachable(node, async () => rpc.generateToAddress(blocks, await rpc.newAddress(node.hotWallet)));
    lines.push(`${node.asset}: mined ${mined.length} block${mined.length === 1 ? '' : 's'}, height ${await rpc.blockCount()}`);
  }
  return lines;
}

async function watch(): Promise<string[]> {
  await queueJob('chain-watch', {});
  return ['the deposit watcher is queued: the running app reads every node now'];
}

const SUBCOMMANDS: Record<string, (args: string[]) => Promise<string[]>> = { faucet, mine, watch };

export const chainCommands = {
  chain: {
    usage: 'chain faucet <address> <amount> | chain mine [n] | chain watch   fund a demo deposit, mine regtest blocks, run the watcher now',
    run: async ([subcommand, ...args]: string[]): Promise<string[]> => {
      const run = subcommand ? SUBCOMMANDS[subcommand] : undefined;
      if (!run) throw new UsageError('usage: chain faucet <address> <amount> | chain mine [n] | chain watch');
      return run(args);
    },
  },
};
