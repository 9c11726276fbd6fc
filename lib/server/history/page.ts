import 'server-only';
import { notFound } from 'next/navigation';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { localizedPath } from '@/lib/server/i18n';
import { balancesOf, entriesOf } from '@/lib/server/ledger';
import { historyQuerySchema, type HistoryQuery } from '@/lib/validation/history';
import { HISTORY_SCOPES, type AccountDetailsView, type HistoryScope, type HistoryScopeRule, type HistoryView } from '@/lib/views/history';
import { routePath } from '@/lib/routes';

type SearchParams = Record<string, string | string[] | undefined>;

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
