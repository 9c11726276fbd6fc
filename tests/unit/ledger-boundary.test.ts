import { readFileSync } from 'node:fs';
import { sourceFiles } from '../support/source-files';

// The schema declares the tables; everything else reaches them through lib/server/ledger, so their SQL (and its
// locking and indexes) has one place to be read and changed.
const ALLOWED = ['lib/server/ledger/', 'lib/server/db/'];
const TABLE_NAME = /ledger_(accounts|entries|transactions|assets)|ledger(Accounts|Entries|Transactions|Assets)\b/;

const files = sourceFiles(['app', 'components', 'lib', 'scripts'], (name) => /\.(ts|tsx|mjs)$/.test(name)).filter(
  (file) => !ALLOWED.some((allowed) => file.startsWith(allowed)),
);

test('the boundary has files to check', () => {
  expect(files.length).toBeGreaterThan(100);
});

test('only lib/server/ledger names a ledger table', () => {
  const offenders = files.filter((file) => TABLE_NAME.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
