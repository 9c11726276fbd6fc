#!/usr/bin/env node
// `npm test`: type check, lint, format check, Jest (unit + integration on a real PostgreSQL), then Playwright in Chromium.
// Ends with one line "tests: N passed, N failed" summing both runners, and a non-zero exit on any failure.
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

const passed = (jest?.numPassedTests ?? 0) + (e2e?.expected ?? 0) + (e2e?.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (e2e?.unexpected ?? 0) + (typesOk ? 0 : 1) + (lintOk ? 0 : 1) + (formatOk ? 0 : 1);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.skipped ?? 0);
const ok = typesOk && lintOk && formatOk && jestOk && e2eOk && passed > 0;

console.log(
  `\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed; playwright: ${(e2e?.expected ?? 0) + (e2e?.flaky ?? 0)} passed (${e2e?.flaky ?? 0} flaky), ${e2e?.unexpected ?? 0} failed; type check ${typesOk ? 'ok' : 'FAILED'}; lint ${lintOk ? 'ok' : 'FAILED'}; format ${formatOk ? 'ok' : 'FAILED'}`,
);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
