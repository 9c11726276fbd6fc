#!/usr/bin/env node
// `npm run bench:chain`: 1,000 deposits to 1,000 customers in one block, credited by the app's own watcher, beside a
// bare `listsinceblock` + INSERT loop over the same block in the same run; the invariants are checked after (issue 21).
// Starts its own embedded PostgreSQL and a regtest litecoind, then runs bench/chain-run.ts with tsx.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../scripts/embedded-db.mjs';
import { startRegtestNode } from '../scripts/regtest-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.data', 'bench-chain');
rmSync(dir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: 54373, persistent: false });
const node = await startRegtestNode({ dir: path.join(dir, 'litecoind'), confirmations: 3 });
let code = 1;
try {
  // The react-server condition resolves `server-only` to its empty module, as Next does for server code.
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', path.join(root, 'bench/chain-run.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        CHAIN_NODES: JSON.stringify({ LTC: node.settings }),
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await node.stop();
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
