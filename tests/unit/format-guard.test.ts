import { readFileSync } from 'node:fs';
import { isTypeScript, sourceFiles } from '../support/source-files';

// Amounts, dates and times become text for a reader in two modules only: lib/money/format.ts (each asset in its own
// precision, the language's separators) and lib/i18n/date-format.ts (one format per language, the reader's zone). A
// screen, view, e-mail or statement that calls Intl, toLocale*, toFixed or spells a date style itself writes the same
// minute or amount differently from the page beside it, as "5:21 PM", "17:21" and "4:21 PM" once did.
const FORMATTERS = ['lib/money/format.ts', 'lib/i18n/date-format.ts'];

/** Code that formats something that is not an amount or an instant for a reader, each with the reason. */
const ALLOWED: Record<string, string> = {
  'components/dashboard/PortfolioChart.tsx': 'toFixed writes SVG coordinates, not a number a reader sees',
  'components/exchange/DcaForm.tsx': 'weekday names and the browser zone of a schedule, no instant',
  'components/exchange/DcaTable.tsx': 'weekday names of a schedule, no instant',
  'lib/atms/format.ts': 'weekday names of opening hours, no instant',
  'lib/server/exchange/schedule.ts': 'wall-clock arithmetic of a schedule in its zone, never shown',
  'lib/server/rates/source.ts': 'plain en-US decimals handed to the price feed parser, never shown',
  'lib/server/chain/rpc.ts': 'a node’s float amount turned into exact units, never shown',
};

const FORBIDDEN: [string, RegExp][] = [
  ['Intl.NumberFormat', /\bIntl\.NumberFormat\b/],
  ['Intl.DateTimeFormat', /\bIntl\.DateTimeFormat\b/],
  ['toLocale*String', /\.toLocale(?:Date|Time)?String\(/],
  ['toFixed', /\.toFixed\(/],
  ['a date style of its own', /\b(?:dateStyle|timeStyle)\s*:/],
  ['an ISO string dressed as a date', /toISOString\(\)\.replace\(\s*'T'/],
  ['an amount and its code joined by hand (formatAsset does it)', /\$\{format(?:Amount|Number)\([^}]*\)\} \$\{/],
];

const files = sourceFiles(['app', 'components', 'lib'], isTypeScript, [...FORMATTERS, ...Object.keys(ALLOWED)]);

function ownFormatting(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      line.trimStart().startsWith('//') || line.trimStart().startsWith('*')
        ? []
        : FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${file}:${index + 1} ${what}`),
    );
}

test('the guard looks at the app’s screens, views, e-mails and statements', () => {
  expect(files).toEqual(expect.arrayContaining(['components/history/EntriesTable.tsx', 'lib/server/statements/export.ts']));
});

test('no screen, view, e-mail or statement formats an amount or a date itself', () => {
  expect(files.flatMap(ownFormatting)).toEqual([]);
});
