import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { sourceFiles } from '../support/source-files';

// Each table has one domain that reads and writes it (docs/architecture.md, "Each table has one owner"): other
// domains call that domain's functions, so a table's queries, locks and indexes are read and changed in one folder.
// app/, components/, lib/ outside lib/server and scripts/ own no table: pages call server functions. The schema
// (lib/server/db) declares every table, and the demo seeder writes the demo's rows straight into them.
const OWNERS: Record<string, string[]> = {
  alerts: ['priceAlerts', 'priceAlertFirings'],
  atms: ['atms', 'atmKeys', 'atmNonces', 'atmHeartbeats'],
  auth: [
    'sessions',
    'loginEvents',
    'passwordResetTokens',
    'verificationCodes',
    'twoFactorRecoveryCodes',
    'userIdentities',
    'passkeys',
    'webauthnChallenges',
    'autoLogoutSettings',
  ],
  maintenance: ['maintenanceWindow'],
  bank: ['bankBeneficiaries', 'bankPayouts'],
  'card-orders': ['cardOrders'],
  'cash-orders': ['cashOrders'],
  cards: ['cards', 'cardPurchases', 'cardIssuerEvents'],
  checkout: ['usedQuotes'],
  content: ['blogPosts', 'blogPostTranslations', 'pressItems'],
  core: ['operatorAudit'],
  files: ['storedFiles'],
  ledger: ['ledgerAssets', 'ledgerAccounts', 'ledgerTransactions', 'ledgerEntries', 'idempotencyKeys'],
  limits: ['limitRules', 'limitUsage', 'featureBlocks'],
  mail: ['outbox'],
  mailbox: ['providerMessages'],
  notifications: ['broadcasts', 'broadcastReads', 'news', 'newsReads', 'newsMailings', 'newsletterSubscriptions'],
  payments: ['cardPayments'],
  plans: ['planPeriods'],
  pricing: ['feeRules'],
  rates: ['coins', 'coinPrices'],
  security: ['rateLimits'],
  support: ['supportTickets', 'supportTicketPosts', 'supportTicketAttachments', 'fraudReports'],
  swap: ['swapOrders'],
  earning: ['earningProducts', 'earningStakes', 'earningAccruals'],
  chain: [
    'chainDepositAddresses',
    'chainCursors',
    'chainDeposits',
    'chainWithdrawalAddresses',
    'chainWithdrawals',
    'chainOrders',
    'chainRetiredAddressTokens',
  ],
  exchange: ['dcaOrders', 'dcaRuns', 'exchangeOrders', 'exchangeQuotes'],
  transfers: ['conversionQuotes'],
  users: ['users'],
  verification: ['kycDocuments'],
  vouchers: ['giftVouchers'],
};

/**
 * The deliberate second owners. The customer's row holds the credentials, so auth (sign-in, sessions, 2FA, recovery,
 * registration) reads and writes it too: users builds on auth (the profile needs the signed-in customer), so auth
 * cannot call users. Core holds the one customer lock (`lockCustomer`, docs/architecture.md's lock order) and the
 * operator's customer lookup, which the ledger, limits and files need from below users. The limit counters move inside
 * the posting that counts them (ledger_post), and a void gives them back in the same transaction, so the ledger writes
 * them too.
 */
const CO_OWNERS: Record<string, string[]> = { users: ['auth', 'core'], limitUsage: ['ledger'] };

const EXEMPT = ['lib/server/db/', 'lib/server/demo/'];

/** Uses outside the owner that stay, each with its reason; each must still be found, so none outlives its reason. */
const EXCEPTIONS: [file: string, table: string, why: string][] = [
  // The storage quota sums a customer's documents and ticket files in the storing transaction. Verification and
  // support both call it, and each would have to call the other for the other's bytes: a cycle. One query here keeps
  // the sum under the customer's lock; a view in the schema would be the way to give it an owner.
  ...['kycDocuments', 'supportTickets', 'supportTicketPosts', 'supportTicketAttachments'].map((table): [string, string, string] => [
    'lib/server/files/quota.ts',
    table,
    'verification and support both need the sum',
  ]),
];

/** Every table the schema declares: its name in TypeScript and in SQL. */
const TABLES = readdirSync('lib/server/db/schema').flatMap((file) =>
  [...readFileSync(`lib/server/db/schema/${file}`, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(
    ([, name, sqlName]) => ({ name: name!, sqlName: sqlName! }),
  ),
);
const TABLE_NAMES = new Set(TABLES.map((table) => table.name));
const SQL_TEXT = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|INTO|TABLE)\b/;
const SCHEMA_MODULE = /^@\/lib\/server\/db\/schema(\/|$)/;

/**
 * The tables a source file touches: taken from the schema (`schema.users`, `const { users: u } = schema`, an import
 * from lib/server/db/schema) or named in SQL text (a string or template with an SQL keyword, `FROM users`). Comments
 * and other strings (a route id 'supportTickets', a message namespace) are no use of a table.
 */
export function tablesTouchedBy(file: string, text = readFileSync(file, 'utf8')): Set<string> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const schemaNames = new Set<string>();
  const touched = new Set<string>();
  const take = (name: string) => TABLE_NAMES.has(name) && touched.add(name);
  const readSql = (sqlText: string) => {
    if (!SQL_TEXT.test(sqlText)) return;
    for (const table of TABLES) if (new RegExp(`\\b${table.sqlName}\\b`).test(sqlText)) touched.add(table.name);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings) {
      const from = node.moduleSpecifier.text;
      const bindings = node.importClause.namedBindings;
      if (ts.isNamespaceImport(bindings) && SCHEMA_MODULE.test(from)) schemaNames.add(bindings.name.text);
      if (ts.isNamedImports(bindings))
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (SCHEMA_MODULE.test(from)) take(imported);
          else if (from === '@/lib/server/db' && imported === 'schema') schemaNames.add(element.name.text);
        }
      return;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && schemaNames.has(node.expression.text))
      take(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      if (ts.isIdentifier(node.initializer) && schemaNames.has(node.initializer.text))
        for (const element of node.name.elements) {
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key)) take(key.text);
        }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) readSql(node.text);
    if (ts.isTemplateExpression(node)) readSql([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return touched;
}

/** The domain a file belongs to (lib/server/<domain>/…), or null for app/, components/, lib/ and scripts/. */
const domainOf = (file: string) => /^lib\/server\/([^/]+)\//.exec(file)?.[1] ?? null;

const ownersOf = (table: string) => [
  ...Object.entries(OWNERS)
    .filter(([, tables]) => tables.includes(table))
    .map(([domain]) => domain),
  ...(CO_OWNERS[table] ?? []),
];

const files = sourceFiles(['app', 'components', 'lib', 'scripts'], (name) => /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts')).filter(
  (file) => !EXEMPT.some((exempt) => file.startsWith(exempt)),
);

/** Every use of a table outside its owners, as "file: table (owner …)". */
const foreignUses = files.flatMap((file) =>
  [...tablesTouchedBy(file)]
    .filter((table) => !ownersOf(table).includes(domainOf(file) ?? ''))
    .map((table) => ({ file, table, line: `${file}: ${table} (owned by ${ownersOf(table).join(', ')})` })),
);

test('every table in the schema has one owning domain, and every owner is a domain folder', () => {
  const owned = Object.values(OWNERS).flat();
  expect(owned.filter((table, i) => owned.indexOf(table) !== i)).toEqual([]);
  expect([...TABLE_NAMES].filter((table) => !owned.includes(table))).toEqual([]);
  expect(owned.filter((table) => !TABLE_NAMES.has(table))).toEqual([]);
  const domains = readdirSync('lib/server');
  expect(Object.keys(OWNERS).filter((domain) => !domains.includes(domain))).toEqual([]);
  expect(files.length).toBeGreaterThan(300);
});

test('the scan sees a table taken from the schema or named in SQL, and not in comments or other strings', () => {
  const seen = (text: string) => [...tablesTouchedBy('x.ts', text)].sort();
  expect(seen("import { schema as s } from '@/lib/server/db';\nconst { ledgerEntries: e } = s; s.users;")).toEqual([
    'ledgerEntries',
    'users',
  ]);
  expect(seen("import * as t from '@/lib/server/db/schema';\nt.news;")).toEqual(['news']);
  expect(seen("import { atms } from '@/lib/server/db/schema';")).toEqual(['atms']);
  expect(seen('sql`SELECT 1 FROM ${x} JOIN ledger_accounts a ON true`; db.query("DELETE FROM news")')).toEqual(['ledgerAccounts', 'news']);
  expect(seen("// FROM users\nconst id = 'supportTickets'; t('news'); schema.users;")).toEqual([]);
});

test('no file touches a table its domain does not own (app/, components/ and scripts/ touch none)', () => {
  const excepted = (use: { file: string; table: string }) => EXCEPTIONS.some(([file, table]) => use.file === file && use.table === table);
  expect(foreignUses.filter((use) => !excepted(use)).map((use) => use.line)).toEqual([]);
});

test('every exception is still needed', () => {
  const stale = EXCEPTIONS.filter(([file, table]) => !foreignUses.some((use) => use.file === file && use.table === table));
  expect(stale).toEqual([]);
});
