// ESLint 9 flat config: Next's and TypeScript's recommended rules, plus the import directions of
// docs/architecture.md ("Imports point one way"), so a wrong-way import fails `npm run lint` (and `npm test`).
import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** One no-restricted-imports rule from regexes; each names why it is refused. */
const refuse = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const SERVER = {
  regex: '(^@/|/)lib/server(/|$)',
  message: 'Browser and shared code never imports lib/server (types included): put the shape in lib/views/<domain>.ts.',
};
const UI_OR_ROUTES = {
  regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
  message: 'lib/server never imports components/ or app/: move what both need to lib/.',
};
const OTHER_DOMAIN = {
  regex: '^@/lib/server/(?!db(/|$))',
  message: 'lib/server/db imports no other domain: demo seeding lives in lib/server/demo/.',
};
const OUT_OF_DB = (depth) => ({
  regex: `^(\\.\\./){${depth}}`,
  message: 'lib/server/db imports no other domain: demo seeding lives in lib/server/demo/.',
});
/** A domain reaches another only through its index.ts (the database's schema and errors are everyone's). */
const DEEP_IMPORT = (domain) => ({
  regex: `^@/lib/server/(?!(${domain}|db)/)[^/]+/`,
  message: `Import another domain through its index.ts ('@/lib/server/<domain>'), never a file inside it: add what you need to that domain's index.ts.`,
});
/** app/ (pages, layouts, route handlers) enters a domain by its door too: the index.ts, or page.ts for the view builders. */
const APP_DOOR = {
  regex: '^(@/|(\\.\\./)+)lib/server/[^/]+/(?!page$)',
  message:
    "app/ imports lib/server only through a domain's door: import from the domain's index.ts ('@/lib/server/<domain>') or page.ts ('@/lib/server/<domain>/page'), never a file inside it; export the name you need from that index.ts.",
};
/** From a file `depth` folders below its domain's folder (auth/session/x.ts is 1), `depth + 1` steps up leave the domain. */
const OUT_OF_DOMAIN = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: "A relative import never leaves its domain's folder: import the other domain through its index.ts.",
});
/** The lib/ layers below lib/server, bottom first: terms < validation < api (contracts) < views. */
const ABOVE = (layer, above) => ({
  regex: `^(@/lib/|(\\.\\./)+)(${above.join('|')})(/|$)`,
  message: `lib/${layer} sits below lib/${above.join(' and lib/')}: move what both need down (constants to lib/terms).`,
});
const SERVER_DOMAINS = readdirSync(new URL('./lib/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['db', 'core'].includes(entry.name))
  .map((entry) => entry.name);

const CORE_TO_DOMAIN = {
  regex: '^(@/lib/server/(?!(core|db)(/|$))|\\.\\./)',
  message: 'lib/server/core imports no domain (only the database and itself): domains build on core, never the other way.',
};
const LEDGER_TO_DOMAIN = {
  regex: '^@/lib/server/(?!(core|db|ledger)(/|$))',
  message:
    "lib/server/ledger is the closed core: it imports only lib/server/core, lib/server/db and itself among lib/server. Limit policies and prices are passed in; a refusal is the ledger's own (LimitExceeded), worded by the caller.",
};
const SCRIPTS = {
  regex: '^(\\./|@/)scripts/',
  message: 'The proxy runs inside Next: what it shares with scripts/*.mjs lives in lib/.',
};

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'bench/out/**',
      'bench/bare/.next/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  { files: ['components/**'], rules: refuse(SERVER) },
  { files: ['app/**'], rules: refuse(APP_DOOR) },
  { files: ['lib/**'], ignores: ['lib/server/**'], rules: refuse(SERVER) },
  { files: ['lib/server/**'], ignores: ['lib/server/db/**'], rules: refuse(UI_OR_ROUTES) },
  { files: ['lib/server/db/*.ts'], rules: refuse(UI_OR_ROUTES, OTHER_DOMAIN, OUT_OF_DB(1)) },
  { files: ['lib/server/db/*/**'], rules: refuse(UI_OR_ROUTES, OTHER_DOMAIN, OUT_OF_DB(2)) },
  { files: ['lib/server/core/**'], rules: refuse(UI_OR_ROUTES, CORE_TO_DOMAIN) },
  // A domain's sub-folders (auth/session/, auth/oidc/ …) are inside it: the same rules, a step up more per level allowed.
  ...SERVER_DOMAINS.flatMap((domain) =>
    [0, 1, 2].map((depth) => ({
      files: [`lib/server/${domain}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: refuse(UI_OR_ROUTES, DEEP_IMPORT(domain), OUT_OF_DOMAIN(depth), ...(domain === 'ledger' ? [LEDGER_TO_DOMAIN] : [])),
    })),
  ),
  { files: ['lib/terms/**'], rules: refuse(SERVER, ABOVE('terms', ['validation', 'api', 'views'])) },
  { files: ['lib/validation/**'], rules: refuse(SERVER, ABOVE('validation', ['api', 'views'])) },
  { files: ['lib/api/**'], rules: refuse(SERVER, ABOVE('api', ['views'])) },
  { files: ['proxy.ts'], rules: refuse(SCRIPTS) },
  {
    rules: {
      // A leading underscore names what is taken out on purpose (a field dropped by rest destructuring, an unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Both are advice for the React Compiler, which this project does not run: react-hook-form's watch() and a
      // hydration flag set in an effect are deliberate here.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Tests are not React: helpers named use… (useSmtpUrl) are Jest set-ups, and decoded API answers are read as any.
    files: ['tests/**', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['*.config.{mjs,ts}', 'bench/bare/*.config.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
