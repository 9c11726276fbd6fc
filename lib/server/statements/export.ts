import 'server-only';
import { Readable } from 'node:stream';
import path from 'node:path';
import { stringify } from 'csv-stringify';
import PDFDocument from 'pdfkit';
import { formatAsset } from '@/lib/money';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { formatDateTime, isoInZone } from '@/lib/i18n/date-format';
import type { CustomerRow } from '@/lib/server/auth';
import { type Translator, translatorFor } from '@/lib/server/i18n';
import { historyKindKey } from '@/lib/views/history';
import { type Statement, statementEntries, type StatementEntry } from '@/lib/server/ledger';
import { statementDecimal } from './statement';
import { accountName } from '@/lib/terms/accounts';

const kindLabel = (t: Translator, kind: string) => t(`history.kinds.${historyKindKey(kind)}`);

/**
 * The statement as CSV (RFC 4180, by csv-stringify): a header, the opening balance, one row per entry with its running
 * balance, the closing balance. Streamed batch by batch. A spreadsheet reads it back, so its values are the
 * machine-readable ones: each time ISO 8601 with the customer's offset, each amount its exact decimal with every digit
 * the ledger holds (the PDF and the screens show the rounded one).
 */
export function statementCsv(statement: Statement, customer: CustomerRow, locale: Locale): ReadableStream<Uint8Array> {
  const t = translatorFor(locale);
  const asset = statement.account.asset;
  const decimal = (units: bigint) => statementDecimal(statement, units);
  async function* rows() {
    yield ['', '', t('statements.opening'), '', '', asset, decimal(statement.opening)];
    for await (const batch of statementEntries(statement)) {
      for (const entry of batch) {
        yield [
          isoInZone(entry.createdAt, customer.timeZone),
          String(entry.transactionId),
          kindLabel(t, entry.kind),
          t(`history.statuses.${entry.status}`),
          decimal(entry.amount),
          asset,
          decimal(entry.balanceAfter),
        ];
      }
    }
    yield ['', '', t('statements.closing'), '', '', asset, decimal(statement.closing)];
  }
  const header = (['date', 'transaction', 'type', 'status', 'amount', 'currency', 'balance'] as const).map((column) =>
    t(`statements.columns.${column}`),
  );
  const csv = Readable.from(rows()).pipe(stringify({ header: true, columns: header, record_delimiter: 'windows' }));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

const FONTS = path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf');
const MARGIN = 50;
/** Date, type, status, amount, balance: x and width of each column on an A4 page. */
const COLUMNS = [
  { x: MARGIN, width: 110, align: 'left' },
  { x: MARGIN + 115, width: 120, align: 'left' },
  { x: MARGIN + 240, width: 70, align: 'left' },
  { x: MARGIN + 315, width: 85, align: 'right' },
  { x: MARGIN + 405, width: 90, align: 'right' },
] as const;

/** The customer as the statement names them: the company or the person, and the address we hold. */
function holderLines(customer: CustomerRow): string[] {
  const name = customer.companyName || `${customer.firstName} ${customer.lastName}`.trim();
  return [name, customer.companyAddress ?? '', customer.residenceCountry ?? ''].filter(Boolean);
}

/**
 * The statement as a PDF (pdfkit, DejaVu Sans for Czech, Slovak, Greek and Cyrillic): the brand, the holder's name and
 * address, the account and period, the four totals (the same figures as the screen), every entry, a page number on
 * each page. Pages are written out as they fill, so a long statement does not accumulate in memory.
 */
export function statementPdf(statement: Statement, customer: CustomerRow, locale: Locale): ReadableStream<Uint8Array> {
  const t = translatorFor(locale);
  const asset = statement.account.asset;
  const money = (units: bigint) => formatAsset(statementDecimal(statement, units), asset, locale);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: t('statements.title'), Author: env().BRAND_NAME } });
  doc.registerFont('text', path.join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS, 'DejaVuSans-Bold.ttf'));
  let pageNumber = 0;
  const footer = () => {
    pageNumber++;
    const { y } = doc;
    // Below the bottom margin, where text would otherwise start a new page (and this handler again).
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font('text')
      .fontSize(8)
      .text(t('statements.page', { page: pageNumber }), MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.y = y;
  };
  const row = (cells: string[], font: 'text' | 'bold') => {
    if (doc.y > doc.page.height - MARGIN - 30) {
      doc.addPage();
      tableHeader();
    }
    const y = doc.y;
    doc.font(font).fontSize(8.5);
    cells.forEach((cell, index) =>
      doc.text(cell, COLUMNS[index]!.x, y, { width: COLUMNS[index]!.width, align: COLUMNS[index]!.align, lineBreak: false }),
    );
    doc.y = y + 14;
  };
  const tableHeader = () =>
    row(
      (['date', 'type', 'status', 'amount', 'balance'] as const).map((column) => t(`statements.columns.${column}`)),
      'bold',
    );
  doc.on('pageAdded', footer);
  footer();

  doc.font('bold').fontSize(16).text(env().BRAND_NAME, MARGIN, MARGIN);
  doc.font('text').fontSize(12).text(t('statements.title'));
  doc.moveDown(0.5).fontSize(10);
  for (const line of holderLines(customer)) doc.text(line);
  doc.moveDown(0.5);
  doc.text(
    t('statements.accountLine', {
      name: accountName((key, values) => t(`accounts.${key}`, values), statement.account),
      number: statement.account.number,
    }),
  );
  // The period is of whole UTC days (statement.ts): named as calendar days, not shifted into the customer's zone.
  const day = (date: string) => formatDateTime(`${date}T00:00:00Z`, locale, 'UTC', 'date');
  doc.text(t('statements.period', { from: day(statement.query.from), to: day(statement.query.to) }));
  doc.moveDown(0.5);
  for (const [label, units] of [
    ['opening', statement.opening],
    ['credits', statement.credits],
    ['debits', statement.debits],
    ['closing', statement.closing],
  ] as const) {
    doc.text(`${t(`statements.${label}`)}: ${money(units)}`);
  }
  doc.moveDown(1);
  tableHeader();

  (async () => {
    try {
      for await (const batch of statementEntries(statement)) {
        for (const entry of batch) row(entryCells(entry), 'text');
      }
      if (statement.count === 0) row(['', t('history.empty'), '', '', ''], 'text');
      doc.end();
    } catch (error) {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  function entryCells(entry: StatementEntry) {
    return [
      formatDateTime(entry.createdAt, locale, customer.timeZone),
      kindLabel(t, entry.kind),
      t(`history.statuses.${entry.status}`),
      money(entry.amount),
      money(entry.balanceAfter),
    ];
  }
  return Readable.toWeb(doc) as ReadableStream<Uint8Array>;
}
