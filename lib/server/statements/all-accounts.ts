import 'server-only';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { balanceAt, balancesOf, entriesOf, statementFigures } from '@/lib/server/ledger';
import { localizedPath } from '@/lib/server/i18n';
import { firstValue } from '@/lib/search-params';
import { isoDay } from '@/lib/validation/history';
import { statementQuerySchema } from '@/lib/validation/statements';
import type { AllBalancesView, AllTransactionsView, TransactionsBoxView } from '@/lib/views/statements';
import { routePath } from '@/lib/routes';
import { monthStartUtc, todayUtc } from './statement';

type SearchParams = Record<string, string | string[] | undefined>;

/** A day from the URL, or the default when it is missing or not a day. */
const dayParam = (value: string | string[] | undefined, fallback: string) => isoDay.catch(fallback).parse(firstValue(value, fallback));

const accountOf = ({ id, number, asset, kind }: Awaited<ReturnType<typeof balancesOf>>[number]) => ({
  id,
  number: number ?? '',
  asset,
  kind,
});

/**
 * /Allaccountstransactions: every account's statement figures for one period (opening, money in, money out, closing),
 * each leading to that account's full statement. The period comes from the URL; a reversed one is swapped.
 */
export async function getAllTransactionsPage(params: SearchParams): Promise<AllTransactionsView> {
  const { user } = await requireCustomer();
  let [from, to] = [dayParam(params.from, monthStartUtc()), dayParam(params.to, todayUtc())];
  if (from > to) [from, to] = [to, from];
  const accounts = await balancesOf(db(), user.id);
  const rows = await Promise.all(
    accounts.map(async (account) => {
      const statement = await statementFigures(db(), user.id, statementQuerySchema.parse({ account: account.id, from, to }));
      const decimal = (units: bigint) => fromUnits(units, scaleOf(account.asset));
      return {
        account: accountOf(account),
        opening: decimal(statement.opening),
        credits: decimal(statement.credits),
        debits: decimal(statement.debits),
        closing: decimal(statement.closing),
        count: statement.count,
      };
    }),
  );
  return { from, to, action: await localizedPath(routePath('allTransactions')), rows };
}

/**
 * /Allaccountsbalances?date=: what each account held at the end of a day (UTC): the balance after its last entry
 * before midnight, found on the (account_id, created_at) index, beside what it holds now.
 */
export async function getAllBalancesPage(params: SearchParams): Promise<AllBalancesView> {
  const { user } = await requireCustomer();
  const date = dayParam(params.date, todayUtc());
  return { date, action: await localizedPath(routePath('allBalances')), rows: await balanceAt(db(), user.id, date) };
}

const BOX_ENTRIES = 5;

/** /Transactions_box: one box per account with its newest entries, each leading to the account's whole history. */
export async function getTransactionsBoxPage(_params: SearchParams = {}): Promise<TransactionsBoxView> {
  const { user } = await requireCustomer();
  const accounts = await balancesOf(db(), user.id);
  return {
    boxes: await Promise.all(
      accounts.map(async (account) => ({
        account: { ...accountOf(account), balance: fromUnits(account.balance, scaleOf(account.asset)) },
        entries: (await entriesOf(db(), user.id, { account: account.id }, { pageSize: BOX_ENTRIES })).entries,
      })),
    ),
  };
}
