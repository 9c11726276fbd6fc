import { readFileSync } from 'node:fs';
import { DOC, tablesDoc } from '@/scripts/tables-doc.mjs';

// docs/tables.md is written from the schema, never by hand: a table added, moved to another domain's file or
// renamed changes the doc, and this says how to bring it back in step.
test('docs/tables.md lists every table with its owner and schema file, as the schema says', () => {
  const written = readFileSync(DOC, 'utf8');
  const expected = tablesDoc();
  expect(written === expected ? 'in step' : `${DOC} disagrees with lib/server/db/schema: run npm run docs:tables`).toBe('in step');
});
