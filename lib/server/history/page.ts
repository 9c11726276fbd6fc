import 'server-only';
import { notFound } from 'next/navigation';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth/current';
import { db } from '@/lib/server/db';
import { localizedPath } from '@/lib/server/i18n/paths';
import { balancesOf } from '@/lib/server/ledger/accounts';
import { historyQuerySchema, type HistoryQuery } from '@/lib/validation/history';
import type { AccountDetailsView, HistoryView } from '@/lib/views/history';
import { entriesOf } from './entries';

type SearchParams = Record<string, string | string[] | undefined>;

const single = (params: SearchParams) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));

async function history(path: string, userId: number, query: HistoryQuery, accounts: HistoryView['accounts']): Promise<HistoryView> {
  const { entries, olderThan } = await entriesOf(db(), userId, query);
  const { before: _page, ...filters } = query;
  const olderQuery =
    olderThan === null
      ? null
      : new URLSearchParams(
          Object.entries({ ...filters, before: olderThan }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
        ).toString();
  return { path, action: await localizedPath(path), entries, filters, accounts, olderQuery, paged: query.before !== undefined };
}

const accountSummary = ({ id, number, asset, kind }: Awaited<ReturnType<typeof balancesOf>>[number]) => ({
  id,
  number: number ?? '',
  asset,
  kind,
});

/** /Transactions: every entry on the customer's accounts, filtered by account, type, status and dates from the URL. */
export async function getTransactionsPage(params: SearchParams): Promise<HistoryView> {
  const { user } = await requireCustomer();
  const query = historyQuerySchema.parse(single(params));
  const accounts = (await balancesOf(db(), user.id)).map(accountSummary);
  // An account filter names one of the customer's own accounts, or none.
  if (query.account && !accounts.some((account) => account.id === query.account)) query.account = undefined;
  return history('/Transactions', user.id, query, accounts);
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
    history: await history(`/Accountdetails/${account.id}`, user.id, query, accounts.map(accountSummary)),
  };
}
