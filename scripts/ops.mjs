// `npm run ops -- <command>`: the operator's command line, against DATABASE_URL or the embedded database of
// `npm start` (reached while the app runs, or started for the command when it does not).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from './embedded-db.mjs';
import { opsPlan } from './launch-plan.mjs';
import { nodeFileOf } from './regtest-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function launcherRunning(dataDir) {
  const lockFile = path.join(path.dirname(dataDir), 'launcher.pid');
  if (!existsSync(lockFile)) return false;
  try {
    process.kill(Number(readFileSync(lockFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  let stop = async () => {};
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // The list of commands (`npm run ops`, `npm run ops -- help [command]`) needs no database (see asksForHelp).
  const argv = process.argv.slice(2);
  const asksForHelp = argv.length === 0 || argv[0] === 'help';
  // Decided from the environment as it was given; the demo's regtest node (for `chain faucet` and `chain mine`) is
  // reached through the settings `npm start` writes while it runs.
  const nodeFile = nodeFileOf(path.resolve(root, env.REGTEST_DIR ?? '.data/litecoind'));
  const plan = opsPlan(process.env, { demoNodes: () => (existsSync(nodeFile) ? readFileSync(nodeFile, 'utf8') : undefined) });
  if (plan.database === 'embedded' && !asksForHelp) {
    const dataDir = path.resolve(root, env.EMBEDDED_PG_DIR ?? '.data/pg');
    const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
    if (launcherRunning(dataDir)) {
      env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/kryptomat`;
    } else {
      const database = await startEmbeddedPostgres({ dir: dataDir, port });
      env.DATABASE_URL = database.url;
      stop = database.stop;
    }
  }
  if (plan.chainNodes) env.CHAIN_NODES = plan.chainNodes;
  // The react-server condition resolves `server-only` to its empty module, as Next does for server code.
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, '--conditions=react-server', path.join(root, 'lib/server/ops/cli.ts'), ...argv], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  await stop();
  process.exit(code);
}

main().catch((error) => {
  console.error(`[ops] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
