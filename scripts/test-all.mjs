#!/usr/bin/env node
// `npm test`: type check, lint, format check, Jest (unit + integration on a real PostgreSQL), Playwright in Chromium, then
// two app instances behind HAProxy (tests/cluster): the two-instance suite and the faults with money in flight. Ends with
// one line "tests: N passed, N failed" summing the runners, and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.data', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function step(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
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

// Pages are typed by the routes Next derives from app/ (PageProps<'/[locale]/…'>): generate those types first.
const typesOk = step('route types (next typegen)', bin('next'), ['typegen']) && step('type check', bin('tsc'), ['--noEmit']);
// The habits CI enforces: ESLint (Next's and TypeScript's rules, the import directions) and Prettier's format.
const lintOk = step('lint (ESLint)', bin('eslint'), ['--max-warnings=0', '.']);
const formatOk = step('format check (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']);

const jestReport = path.join(reports, 'jest.json');
const jestOk = step('unit and integration tests (Jest)', bin('jest'), ['--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);

const playwrightReport = path.join(reports, 'playwright.json');
const e2eOk = step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const e2e = readJson(playwrightReport)?.stats;

// After Playwright, whose web server (`npm start`) has just made the production build the cluster's instances serve;
// run alone, the harness builds it when missing. Node's test runner: the harness is plain ESM that spawns servers, and
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
  (jest?.numFailedTests ?? 0) +
  (e2e?.unexpected ?? 0) +
  cluster.failed +
  faults.failed +
  (typesOk ? 0 : 1) +
  (lintOk ? 0 : 1) +
  (formatOk ? 0 : 1);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.skipped ?? 0) + cluster.skipped + faults.skipped;
const ok = typesOk && lintOk && formatOk && jestOk && e2eOk && cluster.ok && faults.ok && passed > 0;

console.log(
  `\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed; playwright: ${(e2e?.expected ?? 0) + (e2e?.flaky ?? 0)} passed (${e2e?.flaky ?? 0} flaky), ${e2e?.unexpected ?? 0} failed; cluster: ${cluster.passed} passed, ${cluster.failed} failed; faults: ${faults.passed} passed, ${faults.failed} failed; type check ${typesOk ? 'ok' : 'FAILED'}; lint ${lintOk ? 'ok' : 'FAILED'}; format ${formatOk ? 'ok' : 'FAILED'}`,
);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
