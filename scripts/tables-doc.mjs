// docs/tables.md, the table of tables, written from the schema (`npm run docs:tables`): a table is declared in the schema
// file named after the domain that owns it (schema/pricing.ts → lib/server/pricing), so the file is the owner and the
// doc cannot say otherwise. tests/unit/tables-doc.test.ts fails when the doc and the schema disagree, and
// tests/unit/table-ownership.test.ts reads the owners from here.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';

// Run from the repository (npm run, Jest): the plain-Node script and Jest's CommonJS copy of it find it the same way.
const ROOT = process.cwd();
const SCHEMA = 'lib/server/db/schema';
/** Schema files that declare no domain's tables: the index drizzle-kit reads and the column types every file shares. */
const NOT_DOMAINS = ['index.ts', 'columns.ts'];
export const DOC = 'docs/tables.md';

/** A table's doc comment, if it has one, and its declaration: `export const feeRules = pgTable('fee_rules'`. */
const DECLARATION = /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?export const (\w+) = pgTable\(\s*'(\w+)'/g;

/** The first sentence of a doc comment, on one line. */
const summaryOf = (comment = '') => {
  const text = comment
    .replace(/^\s*\*\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /^(.*?[.:;])(\s|$)/.exec(text)?.[1].replace(/[.:;]$/, '') ?? text;
};

/**
 * Every table the schema declares: its TypeScript and SQL names, its schema file and its owner, the domain folder of
 * the same name (lib/server/<owner>).
 * @returns {{ name: string, sqlName: string, file: string, owner: string, summary: string }[]}
 */
export function schemaTables(root = ROOT) {
  return readdirSync(path.join(root, SCHEMA))
    .filter((file) => file.endsWith('.ts') && !NOT_DOMAINS.includes(file))
    .sort()
    .flatMap((file) =>
      [...readFileSync(path.join(root, SCHEMA, file), 'utf8').matchAll(DECLARATION)].map(([, comment, name, sqlName]) => ({
        name,
        sqlName,
        file: `${SCHEMA}/${file}`,
        owner: file.replace(/\.ts$/, ''),
        summary: summaryOf(comment),
      })),
    );
}

/** docs/tables.md as the schema says it, formatted as Prettier would. */
export async function tablesDoc(root = ROOT) {
  const tables = schemaTables(root);
  const rows = tables.map(
    (table) => `| \`${table.sqlName}\` | ${table.owner} | \`${table.file}\` | ${table.summary.replaceAll('|', '\\|')} |`,
  );
  const text = [
    '# Tables and their owners',
    '',
    'Written by `npm run docs:tables` from `lib/server/db/schema`: do not edit by hand. A table is declared in the schema',
    'file named after the domain that owns it (`schema/pricing.ts` → `lib/server/pricing`); only that domain writes it',
    "and other domains read it through the owner's `index.ts` (`tests/unit/table-ownership.test.ts`).",
    '',
    `${tables.length} tables in ${new Set(tables.map((table) => table.file)).size} schema files.`,
    '',
    '| Table | Owner | Schema file | What it holds |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return format(text, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' });
}

if (process.argv[1]?.endsWith(path.join('scripts', 'tables-doc.mjs')))
  tablesDoc().then((text) => {
    writeFileSync(path.join(ROOT, DOC), text);
    console.log(`${DOC}: ${schemaTables().length} tables`);
  });
