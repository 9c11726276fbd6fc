// A real litecoind in regtest, for `npm start` (when litecoind is on PATH), the operator's demo commands and the tests:
// its own datadir, no peers (-listen=0), its own RPC port, a hot wallet funded by mining 101 blocks and a watch-only
// deposit wallet whose addresses derive from an xpub kept beside the datadir. Plain ESM, like embedded-db.mjs, so the
// launcher and the tests load it without a compiler.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HDKey } from '@scure/bip32';
import { OUTSIDE_MINING_DESCRIPTOR } from '../lib/chain/regtest-mining.mjs';
import { freePort } from './free-port.mjs';

const RPC_USER = 'kryptomat';
const TEST_BIP32 = { private: 0x04358394, public: 0x043587cf };
const HOT_WALLET = 'hot';
const DEPOSIT_WALLET = 'deposits';
/** The blocks whose rewards fund the hot wallet (50 LTC each in regtest). */
const FUNDING_BLOCKS = 101;
/** A block reward is spendable 100 blocks later: as many blocks again make the whole funding spendable at once. */
const COINBASE_MATURITY = 100;
const START_TIMEOUT_MS = 30_000;

export const litecoindAvailable = () => spawnSync('litecoind', ['-version'], { stdio: 'ignore' }).status === 0;

/** A JSON-RPC client of one node (the app's own adapter is lib/server/chain/rpc.ts; this one serves the harness). */
export function rpcClient({ rpcUrl, rpcUser, rpcPassword }) {
  const authorization = `Basic ${Buffer.from(`${rpcUser}:${rpcPassword}`).toString('base64')}`;
  return async (method, params = [], wallet) => {
    const url = wallet ? `${rpcUrl}/wallet/${encodeURIComponent(wallet)}` : rpcUrl;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
    });
    const body = await response.json();
    if (body.error) throw Object.assign(new Error(`${method}: ${body.error.message}`), { code: body.error.code });
    return body.result;
  };
}

/** The deposit wallet's account key, made once per datadir: addresses derive from its xpub, the xprv stays on disk. */
function accountKeys(dir) {
  const file = path.join(dir, 'deposit-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const account = HDKey.fromMasterSeed(randomBytes(32), TEST_BIP32).derive("m/84'/1'/0'");
  const keys = { xpub: account.publicExtendedKey, xprv: account.privateExtendedKey };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

async function waitForRpc(rpc, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`litecoind exited with code ${child.exitCode} before answering RPC`);
    try {
      return await rpc('getblockcount');
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`litecoind did not answer RPC within ${START_TIMEOUT_MS / 1000} s: ${error.message}`);
      await sleep(50);
    }
  }
}

/** Wallets do not reload after a restart unless loaded: load each, or create it the first time. */
async function openWallet(rpc, name, watchOnly) {
  if ((await rpc('listwallets')).includes(name)) return;
  try {
    await rpc('loadwallet', [name]);
  } catch {
    await rpc('createwallet', [name, watchOnly, watchOnly]);
  }
}

/**
 * Starts litecoind -regtest in `dir` on `rpcPort` (a free one when not given) and prepares its wallets; given the same
 * port and password, a restarted node is the same node to its clients. Answers the
 * node's CHAIN_NODES entry (`settings`), an RPC client, `mine(n)` and `stop()` (by the child's PID).
 */
export async function startRegtestNode({
  dir,
  rpcPort,
  rpcPassword = randomBytes(16).toString('hex'),
  confirmations = 3,
  minDeposit = '0.001',
  log = () => {},
}) {
  mkdirSync(dir, { recursive: true });
  const port = rpcPort ?? (await freePort());
  rmSync(path.join(dir, 'regtest', '.lock'), { force: true });
  const child = spawn(
    'litecoind',
    [
      '-regtest',
      `-datadir=${dir}`,
      '-server',
      '-listen=0',
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      `-rpcport=${port}`,
      `-rpcuser=${RPC_USER}`,
      `-rpcpassword=${rpcPassword}`,
      // estimatesmartfee has no data in regtest: without a fallback fee the wallet cannot send.
      '-fallbackfee=0.0001',
      '-printtoconsole=0',
    ],
    { stdio: 'ignore' },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const rpc = rpcClient({ rpcUrl, rpcUser: RPC_USER, rpcPassword });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForRpc(rpc, child);
    await openWallet(rpc, HOT_WALLET, false);
    await openWallet(rpc, DEPOSIT_WALLET, true);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // The hot wallet's funding is mined once, on a new datadir, and all of it matures before the node is handed out; every
  // later block pays outside the wallets. So what the hot wallet holds is its funding plus what was sent and received,
  // never a reward maturing by itself, and the demo books the funding once (lib/server/chain/funding.ts).
  const mine = (blocks = 1) => rpc('generatetodescriptor', [blocks, OUTSIDE_MINING_DESCRIPTOR]);
  const height = await rpc('getblockcount');
  if (height < FUNDING_BLOCKS)
    await rpc('generatetoaddress', [FUNDING_BLOCKS - height, await rpc('getnewaddress', ['', 'bech32'], HOT_WALLET)]);
  const funded = FUNDING_BLOCKS + COINBASE_MATURITY;
  if (height < funded) await mine(funded - Math.max(height, FUNDING_BLOCKS));
  const { xpub } = accountKeys(dir);
  const settings = {
    rpcUrl,
    rpcUser: RPC_USER,
    rpcPassword,
    depositWallet: DEPOSIT_WALLET,
    hotWallet: HOT_WALLET,
    network: 'regtest',
    confirmations,
    minDeposit,
    xpub,
  };
  log(`litecoind regtest (pid ${child.pid}) on 127.0.0.1:${port}, data in ${dir}`);
  return {
    pid: child.pid,
    settings,
    rpc,
    mine,
    /** Pays `address` from the hot wallet: the txid. */
    pay: (address, amount) => rpc('sendtoaddress', [address, String(amount)], HOT_WALLET),
    async stop() {
      if (child.exitCode !== null) return;
      try {
        await rpc('stop');
      } catch {
        child.kill('SIGTERM');
      }
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Where `npm start` tells other processes (the operator's commands) how to reach its node while it runs. */
export const nodeFileOf = (dir) => path.join(dir, 'node.json');
