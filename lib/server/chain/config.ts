import 'server-only';
import { env } from '@/lib/env';
import { isChainAsset, type ChainAsset } from '@/lib/chain/networks';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { NodeRpc, NodeUnavailable } from './rpc';

/** The coins with a node on this server (CHAIN_NODES), in a stable order. */
export const chainNodes = (): ChainNodeSettings[] =>
  Object.values(env().CHAIN_NODES)
    .filter((node): node is ChainNodeSettings => node !== undefined)
    .sort((a, b) => a.asset.localeCompare(b.asset));

/** The node of `asset`, or undefined: a coin without one has no deposit address and no watcher. */
export const chainNodeOf = (asset: string): ChainNodeSettings | undefined =>
  isChainAsset(asset) ? env().CHAIN_NODES[asset as ChainAsset] : undefined;

/** The nodes on a regtest network: the demo's and the tests', whose coins are not real. */
export const regtestNodes = (): ChainNodeSettings[] => chainNodes().filter((node) => node.network === 'regtest');

const clients = new Map<string, NodeRpc>();

/** The RPC client of a node, one per asset and process. */
export function rpcOf(node: ChainNodeSettings): NodeRpc {
  let client = clients.get(node.asset);
  if (!client) clients.set(node.asset, (client = new NodeRpc(node)));
  return client;
}

/**
 * One pass of `work` for every coin with a node, one after another. A node that does not answer is skipped and named
 * (its coins wait for the next pass); any other failure of one coin does not stop the others.
 */
export async function eachNode<T>(
  what: string,
  work: (node: ChainNodeSettings) => Promise<T>,
): Promise<(T | { asset: string; error: string })[]> {
  const summaries = [];
  for (const node of chainNodes()) {
    try {
      summaries.push(await work(node));
    } catch (error) {
      if (!(error instanceof NodeUnavailable)) console.error(`[chain] ${node.asset} ${what}:`, error);
      summaries.push({ asset: node.asset, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return summaries;
}
