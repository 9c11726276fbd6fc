// The production build `npm start` serves and the two-instance harness (tests/cluster) runs: made when missing or
// older than the sources, reused otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressStatic } from './static-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const kilobytes = (bytes) => `${Math.round(bytes / 1024)} KB`;

/** `next build`, then the compressed copies of its browser files scripts/server.mjs serves; exits when the build fails. */
export async function build(log) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[build] the build failed; see above');
    process.exit(result.status ?? 1);
  }
  const totals = await precompressStatic(distDir);
  log(
    `compressed ${totals.files} browser files once: ${kilobytes(totals.bytes)} → ${kilobytes(totals.br)} Brotli, ${kilobytes(totals.gzip)} gzip`,
  );
}

/** Builds when there is no build or a source changed since. */
export async function buildIfNeeded(log) {
  const buildId = path.join(distDir, 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  log(builtAt ? 'sources changed since the last build: building' : 'no build yet: building (a minute or two)');
  await build(log);
}

// `npm run build`: always builds.
if (process.argv[1] === fileURLToPath(import.meta.url)) build((line) => console.log(`[build] ${line}`));
