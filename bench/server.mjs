// Starts the app the way `npm start` does, on ports and a fresh data folder of its own, for a benchmark.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startBenchServer({ port, pgPort, name, env = {} }) {
  const dataDir = path.join(root, '.data', `bench-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_DIR: path.join(dataDir, 'pg'),
      EMBEDDED_PG_PORT: String(pgPort),
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  child.stdout.on('data', (chunk) => {
    if (/\[start\]|build|error/i.test(chunk.toString())) process.stderr.write(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the app exited before it was ready');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await sleep(500);
  }
  return {
    base,
    stop: () => stopProcess(child),
  };
}

/** Ends a server this benchmark started (SIGTERM, then waits for it to exit). */
export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
