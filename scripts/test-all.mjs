#!/usr/bin/env node
// `npm test`: type check, lint, format check, Jest (unit + integration on a real PostgreSQL), Playwright in Chromium, then
// two app instances behind HAProxy (tests/cluster): the two-instance suite and the faults with money in flight. Ends with
// one line "tests: N passed, N failed" summing the runners, and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const runStarted = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.data', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** One command, its output as it comes; its time is printed after it, so a growing step shows in every run's log. */
function step(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  return result.status === 0;
}

/** The totals at the end of a TAP report ("# pass 7", "# fail 0", "# skipped 0"). */
function tapCounts(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {}
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs chains of commands side by side (each checker is single-threaded, so two cores finish three of them in about the
 * time of the longest) and prints each chain's output in one piece when it ends. Resolves to each chain's success.
 */
function sideBySide(chains) {
  return Promise.all(
    chains.map(async (chain) => {
      for (const [title, command, args] of chain) {
        const started = Date.now();
        const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
        const code = await new Promise((resolve) => child.on('close', resolve));
        console.log(`\n=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
        process.stdout.write(Buffer.concat(output));
        if (code !== 0) return false;
      }
      return true;
    }),
  );
}

// Pages are typed by the routes Next derives from app/ (PageProps<'/[locale]/…'>): generate those types first. The
// habits CI enforces beside it: ESLint (Next's and TypeScript's rules, the import directions; not type-aware, so it
// does not wait for the types) and Prettier's format.
const [typesOk, lintOk, formatOk] = await sideBySide([
  [
    ['route types (next typegen)', bin('next'), ['typegen']],
    ['type check', bin('tsc'), ['--noEmit']],
  ],
  [['lint (ESLint)', bin('eslint'), ['--max-warnings=0', '.']]],
  [['format check (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']]],
]);

const jestReport = path.join(reports, 'jest.json');
const jestOk = step('unit and integration tests (Jest)', bin('jest'), ['--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
/** Passed tests of one Jest project (`npm run test:unit`, `npm run test:integration`), from the one run's report. */
const jestPassed = (folder) =>
  (jest?.testResults ?? [])
    .filter((file) => file.name.includes(`/tests/${folder}/`))
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'passed').length;

// End-to-end files run in parallel shards, each with its own server, database, chain nodes and ports (E2E_PORT
// derives the rest, playwright.config.ts), from one build made here first so the shards do not race to build it.
const e2eShards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const buildOk = step('production build for the end-to-end tests', process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only']);
const e2eStarted = Date.now();
console.log(`\n=== end-to-end tests (Playwright, Chromium), ${e2eShards} shard(s) in parallel`);
const shardResults = buildOk ? await Promise.all(Array.from({ length: e2eShards }, (_, i) => runShard(i + 1))) : [];
const e2eOk = buildOk && shardResults.every((shard) => shard.ok);
const e2e = sumStats(shardResults.map((shard) => shard.report?.stats));
printSpecTimes(shardResults, (Date.now() - e2eStarted) / 1000);

/** One Playwright process over its share of the spec files; its output lines carry the shard's number. */
function runShard(index) {
  const port = 3100 + 50 * (index - 1);
  const report = path.join(reports, `playwright-${index}.json`);
  const child = spawn(bin('playwright'), ['test', `--shard=${index}/${e2eShards}`, '--reporter=list,json'], {
    cwd: root,
    env: {
      ...env,
      E2E_PORT: String(port),
      E2E_PG_PORT: String(54339 + 10 * (index - 1)),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      E2E_OUTPUT_DIR: e2eShards > 1 ? `test-results/shard-${index}` : 'test-results',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = e2eShards > 1 ? `[e2e ${index}/${e2eShards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ index, ok: code === 0, seconds: (Date.now() - started) / 1000, report: readJson(report) }));
  });
}

function sumStats(all) {
  const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const stats of all) for (const key of Object.keys(total)) total[key] += stats?.[key] ?? 0;
  return total;
}

/** Seconds per spec file (every attempt counted), slowest first, and each shard's wall time: where the run's time goes. */
function printSpecTimes(shards, wallSeconds) {
  const perFile = new Map();
  // Counted under the spec file that holds the test, not the helper that declares it (both crawlers' tests are e2e/crawl.ts's).
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      perFile.set(file, (perFile.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const shard of shards) for (const suite of shard.report?.suites ?? []) walk(suite, suite.file);
  console.log('\n=== end-to-end time per spec file (s)');
  for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`${(ms / 1000).toFixed(1).padStart(8)}  ${file}`);
  const shardTimes = shards.map((shard) => `shard ${shard.index} ${shard.seconds.toFixed(0)} s`).join(', ');
  console.log(`end-to-end wall time ${wallSeconds.toFixed(0)} s (${shardTimes})`);
}

// After Playwright, from the production build made for it above; run alone, the harness builds it when missing. Node's test runner: the harness is plain ESM that spawns servers, and
// a TAP copy of the results gives the counts. A suite that never started reports no test: its failed step counts as one
// failure.
function clusterSuite(title, file, report) {
  const reportFile = path.join(reports, report);
  const ok = step(title, bin('tsx'), [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${reportFile}`,
    file,
  ]);
  const counts = tapCounts(reportFile);
  return { ok, ...counts, failed: counts.failed || (ok ? 0 : 1) };
}
const cluster = clusterSuite('two instances behind HAProxy (tests/cluster)', 'tests/cluster/two-instances.test.ts', 'cluster.tap');
const faults = clusterSuite('faults with money in flight (tests/cluster)', 'tests/cluster/faults.test.ts', 'faults.tap');

const passed = (jest?.numPassedTests ?? 0) + (e2e?.expected ?? 0) + (e2e?.flaky ?? 0) + cluster.passed + faults.passed;
const failed =
  (buildOk ? 0 : 1) +
  (jest?.numFailedTests ?? 0) +
  (e2e?.unexpected ?? 0) +
  cluster.failed +
  faults.failed +
  (typesOk ? 0 : 1) +
  (lintOk ? 0 : 1) +
  (formatOk ? 0 : 1);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.skipped ?? 0) + cluster.skipped + faults.skipped;
const ok = buildOk && typesOk && lintOk && formatOk && jestOk && e2eOk && cluster.ok && faults.ok && passed > 0;

console.log(
  `\njest: ${jest?.numPassedTests ?? 0} passed (unit ${jestPassed('unit')}, integration ${jestPassed('integration')}), ${jest?.numFailedTests ?? 0} failed; playwright: ${(e2e?.expected ?? 0) + (e2e?.flaky ?? 0)} passed (${e2e?.flaky ?? 0} flaky), ${e2e?.unexpected ?? 0} failed; cluster: ${cluster.passed} passed, ${cluster.failed} failed; faults: ${faults.passed} passed, ${faults.failed} failed; type check ${typesOk ? 'ok' : 'FAILED'}; lint ${lintOk ? 'ok' : 'FAILED'}; format ${formatOk ? 'ok' : 'FAILED'}`,
);
console.log(`npm test took ${seconds(runStarted)}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
