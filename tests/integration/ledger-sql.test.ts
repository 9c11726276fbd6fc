import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';

/**
 * lib/server/ledger/sql/ holds the current definition of every ledger function, so nobody replays migrations in their
 * head to learn what `ledger_post` does today. The migrated database is the truth: each file must equal what
 * PostgreSQL prints for the function (`pg_get_functiondef`), after the file's leading comment. A migration that
 * changes a function changes its file too; `UPDATE_LEDGER_SQL=1 npx jest tests/integration/ledger-sql.test.ts`
 * rewrites the definitions (keeping each file's comment) for review.
 */
const SQL_DIR = path.resolve('lib/server/ledger/sql');

async function migratedDefinitions(): Promise<Map<string, string>> {
  const { rows } = await db().execute<{ name: string; definition: string }>(sql`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND p.proname LIKE 'ledger\_%'
     ORDER BY p.proname`);
  return new Map(rows.map((row) => [row.name, `${row.definition.trim()}\n`]));
}

function splitFile(text: string): { comment: string; definition: string } {
  const lines = text.split('\n');
  const firstCode = lines.findIndex((line) => !line.startsWith('--'));
  return { comment: lines.slice(0, firstCode).join('\n'), definition: lines.slice(firstCode).join('\n') };
}

const files = () => readdirSync(SQL_DIR).filter((name) => name.endsWith('.sql'));

test('every ledger function in the migrated database has one file, and only those have files', async () => {
  const migrated = await migratedDefinitions();
  if (process.env.UPDATE_LEDGER_SQL) {
    for (const [name, definition] of migrated) {
      const file = path.join(SQL_DIR, `${name}.sql`);
      let comment = '';
      try {
        comment = splitFile(readFileSync(file, 'utf8')).comment;
      } catch {
        // A new function: its file starts without a comment, for the author to write.
      }
      writeFileSync(file, comment ? `${comment}\n${definition}` : definition);
    }
  }
  expect(
    files()
      .map((name) => name.replace(/\.sql$/, ''))
      .sort(),
  ).toEqual([...migrated.keys()].sort());
});

test('each file is the function as the migrations left it, to the character', async () => {
  const migrated = await migratedDefinitions();
  for (const name of files()) {
    const { definition } = splitFile(readFileSync(path.join(SQL_DIR, name), 'utf8'));
    expect({ name, definition }).toEqual({ name, definition: migrated.get(name.replace(/\.sql$/, '')) });
  }
});
