import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromUnits } from '@/lib/money';
import { db, schema } from '@/lib/server/db';
import { startRegtestNode, type RegtestNode } from '../../scripts/regtest-node.mjs';

/** Confirmations the test node's LTC deposits need, and its minimum deposit. */
export const TEST_CONFIRMATIONS = 3;
export const TEST_MIN_DEPOSIT = '0.001';

/** A litecoind in regtest in a temporary datadir, on a free port; `stop` removes the datadir too. */
async function temporaryNode(name: string): Promise<RegtestNode> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `kryptomat-test-${name}-`));
  const node = await startRegtestNode({ dir, confirmations: TEST_CONFIRMATIONS, minDeposit: TEST_MIN_DEPOSIT });
  return {
    ...node,
    async stop() {
      await node.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Two nodes for public orders, configured through CHAIN_NODES before anything reads the configuration: the LTC node,
 * and a second litecoind standing in for BTC (`chain: 'LTC'`: its addresses are Litecoin regtest's, since no bitcoind
 * is installed here). Call in beforeAll; stop both in afterAll.
 */
export async function startOrderNodes(): Promise<{ ltc: RegtestNode; btc: RegtestNode }> {
  const [ltc, btc] = await Promise.all([temporaryNode('ltc'), temporaryNode('btc')]);
  process.env.CHAIN_NODES = JSON.stringify({ LTC: ltc.settings, BTC: { ...btc.settings, chain: 'LTC' } });
  return { ltc, btc };
}

/** startOrderNodes for one test file: started before its tests (register further setup after this), stopped after. */
export function withOrderNodes(): { readonly ltc: RegtestNode; readonly btc: RegtestNode } {
  let nodes: { ltc: RegtestNode; btc: RegtestNode } | undefined;
  beforeAll(async () => {
    nodes = await startOrderNodes();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([nodes?.ltc.stop(), nodes?.btc.stop()]);
  });
  return {
    get ltc() {
      return nodes!.ltc;
    },
    get btc() {
      return nodes!.btc;
    },
  };
}

/**
 * A real litecoind in regtest for one test file (in a temporary datadir, on a free port), configured as the app's LTC
 * node through CHAIN_NODES before anything reads the configuration. Call in beforeAll; `stop` in afterAll.
 */
export async function startTestNode(
  extra: Record<string, string> = {},
): Promise<RegtestNode & { restart(down: () => Promise<void>): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kryptomat-test-ltc-'));
  let node = await startRegtestNode({ dir, confirmations: TEST_CONFIRMATIONS, minDeposit: TEST_MIN_DEPOSIT });
  process.env.CHAIN_NODES = JSON.stringify({ LTC: { ...node.settings, ...extra } });
  return {
    ...node,
    rpc: (...args) => node.rpc(...args),
    mine: (blocks) => node.mine(blocks),
    pay: (address, amount) => node.pay(address, amount),
    /** Stops the node, runs `down` while it is stopped, and starts it again on the same port with the same password. */
    async restart(down) {
      await node.stop();
      await down();
      const { rpcUrl, rpcPassword } = node.settings;
      node = await startRegtestNode({ dir, rpcPort: Number(new URL(rpcUrl).port), rpcPassword, confirmations: TEST_CONFIRMATIONS });
    },
    async stop() {
      await node.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let testsStarted = 0;

/**
 * After resetDatabase: the node keeps every earlier test's transactions, so each test continues from the node's tip
 * (the watcher's cursor) with derivation indexes nobody used before, as a database that never forgot would.
 */
export async function continueFromTip(node: RegtestNode, asset = 'LTC'): Promise<void> {
  testsStarted++;
  const tip = await node.rpc<string>('getbestblockhash');
  await db()
    .insert(schema.chainCursors)
    .values({ asset, blockHash: tip, nextIndex: testsStarted * 10_000, nextOrderIndex: testsStarted * 10_000 });
}

/**
 * Spends the inputs of `wallet`'s transaction `txid` (in the mempool, maybe after its block was invalidated) to that
 * wallet itself, in a block mined on top of the tip: the new branch double-spends `txid`, which can never confirm now.
 */
export async function doubleSpendInNewBlock(node: RegtestNode, txid: string, wallet = 'hot'): Promise<string> {
  const { hex } = await node.rpc<{ hex: string }>('gettransaction', [txid], wallet);
  const { vin } = await node.rpc<{ vin: { txid: string; vout: number }[] }>('decoderawtransaction', [hex]);
  // The node writes values as floats: counted in litoshi, each read back from its eight decimals.
  let litoshi = 0n;
  for (const input of vin)
    litoshi += BigInt((await node.rpc<{ value: number }>('gettxout', [input.txid, input.vout, false])).value.toFixed(8).replace('.', ''));
  const back = await node.rpc<string>('getnewaddress', [], wallet);
  const raw = await node.rpc<string>('createrawtransaction', [
    vin.map(({ txid: spent, vout }) => ({ txid: spent, vout })),
    { [back]: fromUnits(litoshi - 100_000n, 8) },
  ]);
  const signed = await node.rpc<{ hex: string; complete: boolean }>('signrawtransactionwithwallet', [raw], wallet);
  if (!signed.complete) throw new Error(`the ${wallet} wallet could not sign the double spend of ${txid}`);
  const { hash } = await node.rpc<{ hash: string }>('generateblock', [back, [signed.hex]]);
  return hash;
}
