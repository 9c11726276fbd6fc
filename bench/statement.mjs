#!/usr/bin/env node
// `npm run bench:statement`: the customer area's reads against one customer with 100,000 ledger entries, beside a
// bare indexed single-row read in the same run (issue 12: every list and statement query on an index, p99 < 50 ms).
// Starts its own embedded PostgreSQL, then runs bench/statement-run.ts (the app's own query functions) with tsx.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../scripts/embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.data', 'bench-statement');
rmSync(dir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dir, port: 54371, persistent: false });
let code = 1;
try {
  // The react-server condition resolves `server-only` to its empty module, as Next does for server code.
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', path.join(root, 'bench/statement-run.ts')],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await database.stop();
}
process.exit(code);
