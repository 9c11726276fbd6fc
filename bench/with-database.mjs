// A bench that times the app's own functions: its own embedded PostgreSQL (a fresh folder under .data), then the
// given TypeScript file run with tsx against it; exits with the script's code.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../scripts/embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function runWithDatabase(name, port, script) {
  const dir = path.join(root, '.data', `bench-${name}`);
  rmSync(dir, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dir, port, persistent: false });
  let code = 1;
  try {
    // The react-server condition resolves `server-only` to its empty module, as Next does for server code.
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', path.join(root, script)],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: '1' },
      },
    );
    code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  } finally {
    await database.stop();
  }
  process.exit(code);
}
