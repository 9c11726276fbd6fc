import 'server-only';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { db } from '@/lib/server/db';
import { rpcOf } from './config';
import { depositAddressAt } from './derivation';
import { NodeError } from './rpc';
import {
  addressesAwaitingImport,
  depositAddressOf,
  insertDepositAddress,
  markImported,
  takeDerivationIndex,
  type DepositAddressRow,
} from './queries';

/** Imports addresses watch-only into the node's deposit wallet; a refusal of any is an error. */
export async function importWatchOnly(node: ChainNodeSettings, addresses: string[]): Promise<void> {
  const results = await rpcOf(node).importAddresses(node.depositWallet, addresses);
  const refused = results.findIndex((result) => !result.success);
  if (refused !== -1) throw new NodeError('importmulti', -4, `${addresses[refused]!}: ${results[refused]!.error?.message ?? 'refused'}`);
}

/** Imports stored addresses and marks them so. */
async function importIntoNode(node: ChainNodeSettings, rows: DepositAddressRow[]): Promise<void> {
  if (rows.length === 0) return;
  await importWatchOnly(
    node,
    rows.map((row) => row.address),
  );
  await markImported(
    db(),
    rows.map((row) => row.id),
  );
}

/**
 * The customer's deposit address for the node's coin: derived and stored on first use (one per customer and asset),
 * then imported watch-only into the node. Shown only once imported, so nobody pays an address the node does not watch:
 * a node that does not answer is NodeUnavailable, and the next call (or the watcher) imports it.
 */
export async function depositAddressFor(node: ChainNodeSettings, userId: number): Promise<string> {
  const row = await db().transaction(async (tx) => {
    const found = await depositAddressOf(tx, node.asset, userId);
    if (found) return found;
    const derivationIndex = await takeDerivationIndex(tx, node.asset);
    return insertDepositAddress(tx, { asset: node.asset, userId, derivationIndex, address: depositAddressAt(node, derivationIndex) });
  });
  if (!row.importedAt) await importIntoNode(node, [row]);
  return row.address;
}

/** Addresses stored while the node was unreachable, imported now (the watcher runs this first). */
export async function importPendingAddresses(node: ChainNodeSettings): Promise<number> {
  const pending = await addressesAwaitingImport(db(), node.asset);
  await importIntoNode(node, pending);
  return pending.length;
}
