// docs/tables.md, the table of tables, written from the schema (`npm run docs:tables`): a table is declared in the schema
// file named after the domain that owns it (schema/pricing.ts → lib/server/pricing), so the file is the owner and the
// doc cannot say otherwise. tests/unit/tables-doc.test.ts fails when the doc and the schema disagree, and
// tests/unit/table-ownership.test.ts reads the owners from here.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

/** A Markdown table with its columns padded, as Prettier writes one (so `npm run format` leaves the doc as it is). */
function markdownTable(header, rows) {
  const widthOf = (cell) => [...cell].length;
  const widths = header.map((_, i) => Math.max(3, ...[header, ...rows].map((row) => widthOf(row[i]))));
  const line = (cells) => `| ${cells.map((cell, i) => cell + ' '.repeat(widths[i] - widthOf(cell))).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** docs/tables.md as the schema says it. */
export function tablesDoc(root = ROOT) {
  const tables = schemaTables(root);
  return [
    '# Tables and their owners',
    '',
    'Written by `npm run docs:tables` from `lib/server/db/schema`: do not edit by hand. A table is declared in the schema',
    'file named after the domain that owns it (`schema/pricing.ts` → `lib/server/pricing`); only that domain writes it',
    "and other domains read it through the owner's `index.ts` (`tests/unit/table-ownership.test.ts`).",
    '',
    `${tables.length} tables in ${new Set(tables.map((table) => table.file)).size} schema files.`,
    '',
    ...markdownTable(
      ['Table', 'Owner', 'Schema file', 'What it holds'],
      tables.map((table) => [`\`${table.sqlName}\``, table.owner, `\`${table.file}\``, table.summary.replaceAll('|', '\\|')]),
    ),
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith(path.join('scripts', 'tables-doc.mjs'))) {
  writeFileSync(path.join(ROOT, DOC), tablesDoc());
  console.log(`${DOC}: ${schemaTables().length} tables`);
}
