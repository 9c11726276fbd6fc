import 'server-only';
import { notFound } from 'next/navigation';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { localizedPath, translateError } from '@/lib/server/i18n';
import { pageLocale } from '@/lib/server/seo';
import { AppError } from '@/lib/server/core';
import { balancesOf, entriesOf, statementEntries, type StatementEntry, statementFigures } from '@/lib/server/ledger';
import { firstValue } from '@/lib/search-params';
import { historyQuerySchema, type HistoryQuery } from '@/lib/validation/history';
import { statementQuerySchema } from '@/lib/validation/statements';
import { HISTORY_SCOPES, type AccountDetailsView, type HistoryScope, type HistoryScopeRule, type HistoryView } from '@/lib/views/history';
import type { StatementView } from '@/lib/views/statements';
import { routePath } from '@/lib/routes';
import { monthStartUtc, statementDecimal, todayUtc } from './statement';

type SearchParams = Record<string, string | string[] | undefined>;

/** How many entries the screen shows; the CSV and the PDF carry every one. */
const SHOWN = 100;

/** /Specificaccountstatement: one of the customer's accounts over a period, its totals and the two downloads. */
export async function getStatementPage(params: SearchParams): Promise<StatementView> {
  const { user } = await requireCustomer();
  const accounts = (await balancesOf(db(), user.id)).map(accountSummary);
  const requested = Number(firstValue(params.account, ''));
  const account =
    accounts.find((candidate) => candidate.id === requested) ??
    accounts.find((candidate) => candidate.kind === 'available' && candidate.asset === 'EUR') ??
    accounts[0];
  const query = { account: account?.id ?? 0, from: firstValue(params.from, monthStartUtc()), to: firstValue(params.to, todayUtc()) };
  const view: StatementView = { accounts, query, error: null, action: await localizedPath(routePath('accountStatement')), statement: null };
  if (!account) return view;
  const parsed = statementQuerySchema.safeParse(query);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]));
    const { fieldErrors: translated, message } = translateError(new AppError(400, 'badRequest', { fieldErrors }), await pageLocale());
    return { ...view, error: Object.values(translated ?? {})[0] ?? message };
  }
  const statement = await statementFigures(db(), user.id, parsed.data);
  const firstBatch: StatementEntry[] = (await statementEntries(statement, SHOWN).next()).value || [];
  const decimal = (units: bigint) => statementDecimal(statement, units);
  const download = new URLSearchParams({ account: String(account.id), from: parsed.data.from, to: parsed.data.to }).toString();
  return {
    ...view,
    statement: {
      asset: account.asset,
      opening: decimal(statement.opening),
      credits: decimal(statement.credits),
      debits: decimal(statement.debits),
      closing: decimal(statement.closing),
      count: statement.count,
      entries: firstBatch.map((entry) => ({
        id: entry.id,
        transactionId: entry.transactionId,
        createdAt: entry.createdAt.toISOString(),
        kind: entry.kind,
        status: entry.status,
        account,
        amount: decimal(entry.amount),
        balanceAfter: decimal(entry.balanceAfter),
      })),
      csv: `/api/user/v1/statements/csv?${download}`,
      pdf: `/api/user/v1/statements/pdf?${download}`,
    },
  };
}

const single = (params: SearchParams) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));

async function history(
  path: string,
  userId: number,
  query: HistoryQuery,
  accounts: HistoryView['accounts'],
  scope: HistoryScope = 'all',
): Promise<HistoryView> {
  const { entries, olderThan } = await entriesOf(db(), userId, query, { scope: HISTORY_SCOPES[scope] });
  const { before: _page, ...filters } = query;
  const olderQuery =
    olderThan === null
      ? null
      : new URLSearchParams(
          Object.entries({ ...filters, before: olderThan }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
        ).toString();
  return { scope, path, action: await localizedPath(path), entries, filters, accounts, olderQuery, paged: query.before !== undefined };
}

const accountSummary = ({ id, number, asset, kind }: Awaited<ReturnType<typeof balancesOf>>[number]) => ({
  id,
  number: number ?? '',
  asset,
  kind,
});

/**
 * /Transactions and its variants: the entries on the customer's accounts within the list's scope, filtered by account,
 * type, status and dates from the URL.
 */
export async function getTransactionsPage(
  params: SearchParams,
  path = routePath('transactions'),
  scope: HistoryScope = 'all',
): Promise<HistoryView> {
  const { user } = await requireCustomer();
  const query = historyQuerySchema.parse(single(params));
  const { accountKinds } = HISTORY_SCOPES[scope] as HistoryScopeRule;
  const accounts = (await balancesOf(db(), user.id))
    .filter((account) => !accountKinds || accountKinds.includes(account.kind))
    .map(accountSummary);
  // An account filter names one of the customer's own accounts in this list, or none.
  if (query.account && !accounts.some((account) => account.id === query.account)) query.account = undefined;
  return history(path, user.id, query, accounts, scope);
}

/** /Accountdetails/{id}: one of the customer's accounts and its history; anyone else's id is a 404. */
export async function getAccountDetailsPage(id: string, params: SearchParams): Promise<AccountDetailsView> {
  const { user } = await requireCustomer();
  const accounts = await balancesOf(db(), user.id);
  const account = accounts.find((candidate) => String(candidate.id) === id);
  if (!account) notFound();
  const query = { ...historyQuerySchema.parse(single(params)), account: account.id };
  return {
    account: { ...accountSummary(account), balance: fromUnits(account.balance, scaleOf(account.asset)) },
    history: await history(routePath('accountDetails', { id: account.id }), user.id, query, accounts.map(accountSummary)),
  };
}
