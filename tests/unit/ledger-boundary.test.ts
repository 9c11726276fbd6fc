import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The schema declares the tables; everything else reaches them through lib/server/ledger, so their SQL (and its
// locking and indexes) has one place to be read and changed.
const ALLOWED = ['lib/server/ledger/', 'lib/server/db/'];
const TABLE_NAME = /ledger_(accounts|entries|transactions|assets)|ledger(Accounts|Entries|Transactions|Assets)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

const files = ['app', 'components', 'lib', 'scripts']
  .flatMap(sourceFiles)
  .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)));

test('the boundary has files to check', () => {
  expect(files.length).toBeGreaterThan(100);
});

test('only lib/server/ledger names a ledger table', () => {
  const offenders = files.filter((file) => TABLE_NAME.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
