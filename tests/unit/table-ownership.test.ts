import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { schemaTables } from '@/scripts/tables-doc.mjs';
import { sourceFiles } from '../support/source-files';

// Each table has one domain that writes it, the domain its schema file is named after (schema/pricing.ts →
// lib/server/pricing; docs/tables.md lists them): other domains call that domain's functions, so a table's queries,
// locks and indexes are read and changed in one folder. app/, components/, lib/ outside lib/server and scripts/ own no
// table: pages call server functions. The schema (lib/server/db) declares every table, and the demo seeder writes the
// demo's rows straight into them.
const TABLES = schemaTables();
const OWNER = new Map(TABLES.map((table) => [table.name, table.owner]));

const EXEMPT = ['lib/server/db/', 'lib/server/demo/'];

/**
 * The uses outside the owner that stay, each with its reason; each must still be found, so none outlives its reason.
 * `where` is a domain folder or one file. A write outside the owner is allowed only by WRITES, a read only by READS.
 */
type Exception = [where: string, table: string, why: string];

const WRITES: Exception[] = [
  // The customer's row holds the credentials: registration creates and drops it, sign-in, 2FA and password changes
  // write their columns. Users builds on auth (the profile needs the signed-in customer), so auth cannot call users.
  ['lib/server/auth/', 'users', 'auth writes the credentials in the customer row'],
  // A posting counts the customer's limits in the same statement (ledger_post), and a voided hold gives them back in
  // the same transaction (releaseLimits): limits prices with the ledger's balances, so the ledger cannot call limits.
  ['lib/server/ledger/post.ts', 'limitUsage', 'the ledger moves the limit counters with the money'],
];

const READS: Exception[] = [
  ...WRITES,
  // Core holds the one customer lock (`lockCustomer`, docs/architecture.md's lock order) and the operator's customer
  // lookup by e-mail, which the ledger, limits and files need from below users.
  ['lib/server/core/', 'users', 'the customer lock and the lookup from below users'],
];

const TABLE_NAMES = new Set(TABLES.map((table) => table.name));
const BY_SQL_NAME = new Map(TABLES.map((table) => [table.sqlName, table.name]));
const SQL_TEXT = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|INTO|TABLE)\b/;
/** A statement that changes a table, the table named or interpolated (`\u0001<span>\u0001`) right after it. */
const SQL_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:"?(\w+)"?|\u0001(\d+)\u0001)/g;
const WRITING_METHODS = new Set(['insert', 'update', 'delete']);
const SCHEMA_MODULE = /^@\/lib\/server\/db\/schema(\/|$)/;

export type TableUse = 'read' | 'write';

/**
 * The tables a source file touches, and whether it writes them. A table is taken from the schema (`schema.users`,
 * `const { users: u } = schema`, an import from lib/server/db/schema) or named in SQL text (a string or template with
 * an SQL keyword, `FROM users`). It is written by `.insert(t)`, `.update(t)`, `.delete(t)` (db, tx or any executor)
 * or by SQL `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `TRUNCATE t`, named or interpolated. Comments and other
 * strings (a route id 'supportTickets', a message namespace) are no use of a table.
 */
export function tablesTouchedBy(file: string, text = readFileSync(file, 'utf8')): Map<string, TableUse> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const schemaNames = new Set<string>();
  /** Local names bound to a table: `import { users as u }`, `const { users: u } = schema`. */
  const locals = new Map<string, string>();
  const touched = new Map<string, TableUse>();
  const use = (table: string | undefined, how: TableUse) => {
    if (table && TABLE_NAMES.has(table) && touched.get(table) !== 'write') touched.set(table, how);
  };
  const tableOf = (node: ts.Node): string | undefined => {
    if (ts.isIdentifier(node)) return locals.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && schemaNames.has(node.expression.text))
      return TABLE_NAMES.has(node.name.text) ? node.name.text : undefined;
    return undefined;
  };
  const readSql = (parts: string[], spans: ts.Expression[] = []) => {
    const sqlText = parts.map((part, i) => (i < spans.length ? `${part}\u0001${i}\u0001` : part)).join('');
    if (!SQL_TEXT.test(sqlText)) return;
    for (const table of TABLES) if (new RegExp(`\\b${table.sqlName}\\b`).test(sqlText)) use(table.name, 'read');
    for (const [, named, span] of sqlText.matchAll(SQL_WRITE)) use(named ? BY_SQL_NAME.get(named) : tableOf(spans[Number(span)]!), 'write');
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings) {
      const from = node.moduleSpecifier.text;
      const bindings = node.importClause.namedBindings;
      if (ts.isNamespaceImport(bindings) && SCHEMA_MODULE.test(from)) schemaNames.add(bindings.name.text);
      if (ts.isNamedImports(bindings))
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (SCHEMA_MODULE.test(from) && TABLE_NAMES.has(imported)) {
            locals.set(element.name.text, imported);
            use(imported, 'read');
          } else if (from === '@/lib/server/db' && imported === 'schema') schemaNames.add(element.name.text);
        }
      return;
    }
    if (ts.isPropertyAccessExpression(node)) use(tableOf(node), 'read');
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      if (ts.isIdentifier(node.initializer) && schemaNames.has(node.initializer.text))
        for (const element of node.name.elements) {
          const key = element.propertyName ?? element.name;
          if (!ts.isIdentifier(key) || !TABLE_NAMES.has(key.text)) continue;
          if (ts.isIdentifier(element.name)) locals.set(element.name.text, key.text);
          use(key.text, 'read');
        }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITING_METHODS.has(node.expression.name.text) &&
      node.arguments[0]
    )
      use(tableOf(node.arguments[0]), 'write');
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) readSql([node.text]);
    if (ts.isTemplateExpression(node))
      readSql(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)],
        node.templateSpans.map((span) => span.expression),
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return touched;
}

/** The domain a file belongs to (lib/server/<domain>/…), or null for app/, components/, lib/ and scripts/. */
const domainOf = (file: string) => /^lib\/server\/([^/]+)\//.exec(file)?.[1] ?? null;

const files = sourceFiles(['app', 'components', 'lib', 'scripts'], (name) => /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts')).filter(
  (file) => !EXEMPT.some((exempt) => file.startsWith(exempt)),
);

/** Every use of a table outside its owner: "file: writes|reads table (owned by …)". */
const foreignUses = files.flatMap((file) =>
  [...tablesTouchedBy(file)]
    .filter(([table]) => OWNER.get(table) !== domainOf(file))
    .map(([table, how]) => ({ file, table, how, line: `${file}: ${how}s ${table} (owned by ${OWNER.get(table)})` })),
);

const covers = ([where, table]: Exception, use: { file: string; table: string }) =>
  use.table === table && (where.endsWith('/') ? use.file.startsWith(where) : use.file === where);

test('every schema file is named after a domain folder, which owns its tables', () => {
  const domains = readdirSync('lib/server');
  expect([...new Set(TABLES.map((table) => table.owner))].filter((owner) => !domains.includes(owner))).toEqual([]);
  expect(TABLES.length).toBeGreaterThan(70);
  expect(TABLE_NAMES.size).toBe(TABLES.length);
  expect(files.length).toBeGreaterThan(300);
});

test('the scan sees a table taken from the schema or named in SQL, and not in comments or other strings', () => {
  const seen = (text: string) => Object.fromEntries([...tablesTouchedBy('x.ts', text)].sort());
  expect(seen("import { schema as s } from '@/lib/server/db';\nconst { ledgerEntries: e } = s; s.users;")).toEqual({
    ledgerEntries: 'read',
    users: 'read',
  });
  expect(seen("import * as t from '@/lib/server/db/schema';\nt.news;")).toEqual({ news: 'read' });
  expect(seen("import { atms } from '@/lib/server/db/schema';")).toEqual({ atms: 'read' });
  expect(seen('sql`SELECT 1 FROM ${x} JOIN ledger_accounts a ON true`; db.query("SELECT * FROM news")')).toEqual({
    ledgerAccounts: 'read',
    news: 'read',
  });
  expect(seen("// FROM users\nconst id = 'supportTickets'; t('news'); schema.users; hash.update(users);")).toEqual({});
});

test('the scan tells a write from a read, through the query builder or in SQL', () => {
  const seen = (text: string) => Object.fromEntries([...tablesTouchedBy('x.ts', text)].sort());
  expect(
    seen("import { schema } from '@/lib/server/db';\nconst { users: u, news } = schema;\ntx.update(u).set({}); db().select().from(news);"),
  ).toEqual({
    news: 'read',
    users: 'write',
  });
  expect(seen("import * as t from '@/lib/server/db/schema';\nawait tx.insert(t.atms).values({}); tx.delete(t.outbox);")).toEqual({
    atms: 'write',
    outbox: 'write',
  });
  expect(
    seen("import { users } from '@/lib/server/db/schema';\nsql`UPDATE ${users} SET x = 1`; sql`DELETE FROM news WHERE true`;"),
  ).toEqual({
    news: 'write',
    users: 'write',
  });
  expect(seen('db.execute("INSERT INTO limit_usage (a) VALUES (1)"); map.delete(key);')).toEqual({ limitUsage: 'write' });
});

test('no domain writes a table it does not own (app/, components/ and scripts/ write none)', () => {
  const writes = foreignUses.filter((use) => use.how === 'write' && !WRITES.some((exception) => covers(exception, use)));
  expect(writes.map((use) => use.line)).toEqual([]);
});

test("no domain reads another domain's table: it calls that domain's functions", () => {
  const reads = foreignUses.filter((use) => use.how === 'read' && !READS.some((exception) => covers(exception, use)));
  expect(reads.map((use) => use.line)).toEqual([]);
});

test('every exception is still needed', () => {
  const stale = [...WRITES, ...READS].filter((exception) => !foreignUses.some((use) => covers(exception, use)));
  expect(stale).toEqual([]);
});
