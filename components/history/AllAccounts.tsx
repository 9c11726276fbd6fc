import { getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { DataTable, DIVIDED_ROWS } from '@/components/ui/DataTable';
import { TextField } from '@/components/ui/TextField';
import { formatAsset } from '@/lib/money';
import type { AllBalancesView, AllTransactionsView, TransactionsBoxView } from '@/lib/views/statements';
import { routePath } from '@/lib/routes';
import { EntriesTable } from './EntriesTable';
import { accountLabel } from './labels';

const linkClass = 'text-brand-700 underline dark:text-brand-400';
const buttonClass = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800';
const cell = 'py-2 pr-4 text-right whitespace-nowrap tabular-nums';

/** /Allaccountstransactions: a period (a GET form) and every account's figures for it. */
export async function AllTransactions({ view }: { view: AllTransactionsView }) {
  const t = await getTranslations('allAccounts');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  const figures = (['opening', 'credits', 'debits', 'closing', 'count'] as const).map((column) => t(`columns.${column}`));
  return (
    <div className="flex flex-col gap-4">
      <form method="get" action={view.action} className="flex flex-wrap items-end gap-3" data-testid="all-transactions-period">
        <TextField name="from" type="date" label={t('from')} defaultValue={view.from} />
        <TextField name="to" type="date" label={t('to')} defaultValue={view.to} />
        <button type="submit" className={buttonClass}>
          {t('show')}
        </button>
      </form>
      <h2 id="all-transactions-title" className="text-lg font-semibold">
        {t('period', { from: view.from, to: view.to })}
      </h2>
      <DataTable
        labelledBy="all-transactions-title"
        testId="all-transactions"
        columns={[
          { label: t('columns.account') },
          ...figures.map((label) => ({ label, right: true })),
          // The statement link's column has no heading on screen: on a phone its line needs none either.
          { label: t('columns.statement'), hidden: true },
        ]}
        bodyClassName={DIVIDED_ROWS}
      >
        {view.rows.map((row) => {
          const money = (amount: string) => formatAsset(amount, row.account.asset, locale);
          const statement = new URLSearchParams({ account: String(row.account.id), from: view.from, to: view.to });
          return (
            <tr key={row.account.id} data-testid={`all-transactions-${row.account.asset}-${row.account.kind}`}>
              <td className="py-2 pr-4">{accountLabel(tAccounts, row.account)}</td>
              <td className={cell}>{money(row.opening)}</td>
              <td className={cell}>{money(row.credits)}</td>
              <td className={cell}>{money(row.debits)}</td>
              <td className={`${cell} font-medium`}>{money(row.closing)}</td>
              <td className={cell}>{row.count}</td>
              <td className="py-2">
                <LocalLink href={`${routePath('accountStatement')}?${statement}`} className={linkClass}>
                  {t('columns.statement')}
                </LocalLink>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}

/** /Allaccountsbalances: a day (a GET form) and what every account held at its end, beside now. */
export async function AllBalances({ view }: { view: AllBalancesView }) {
  const t = await getTranslations('allAccounts');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  return (
    <div className="flex flex-col gap-4">
      <form method="get" action={view.action} className="flex flex-wrap items-end gap-3" data-testid="all-balances-date">
        <TextField name="date" type="date" label={t('date')} defaultValue={view.date} />
        <button type="submit" className={buttonClass}>
          {t('show')}
        </button>
      </form>
      <h2 id="all-balances-title" className="text-lg font-semibold">
        {t('balancesOn', { date: view.date })}
      </h2>
      <DataTable
        labelledBy="all-balances-title"
        testId="all-balances"
        columns={[
          { label: t('columns.account') },
          { label: t('columns.balanceAt', { date: view.date }), right: true },
          // Spaced like its cells (`cell`), which keep the gap after the last column too.
          { label: t('columns.balanceNow'), className: 'py-2 pr-4 text-right' },
        ]}
        bodyClassName={DIVIDED_ROWS}
      >
        {view.rows.map((row) => (
          <tr key={row.account.id} data-testid={`all-balances-${row.account.asset}-${row.account.kind}`}>
            <td className="py-2 pr-4">
              <LocalLink href={routePath('accountDetails', { id: row.account.id })} className={linkClass}>
                {accountLabel(tAccounts, row.account)}
              </LocalLink>
            </td>
            <td className={`${cell} font-medium`}>{formatAsset(row.balanceAt, row.account.asset, locale)}</td>
            <td className={cell}>{formatAsset(row.balanceNow, row.account.asset, locale)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** /Transactions_box: a box per account with its newest entries and the way to all of them. */
export async function TransactionsBox({ view }: { view: TransactionsBoxView }) {
  const t = await getTranslations('allAccounts');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {view.boxes.map(({ account, entries }) => (
        <li
          key={account.id}
          className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          data-testid={`transactions-box-${account.asset}-${account.kind}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`box-${account.id}`} className="font-semibold">
              {accountLabel(tAccounts, account)}
            </h2>
            <span className="font-medium tabular-nums">{formatAsset(account.balance, account.asset, locale)}</span>
          </div>
          <EntriesTable entries={entries} labelledBy={`box-${account.id}`} showAccount={false} />
          <LocalLink href={routePath('accountDetails', { id: account.id })} className={`text-sm ${linkClass}`}>
            {t('allEntries')}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
