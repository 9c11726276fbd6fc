import { getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';
import { CurrencySwitch } from './CurrencySwitch';
import { DataTable, DIVIDED_ROWS } from '@/components/ui/DataTable';
import { formatAsset, formatFiat } from '@/lib/money';
import type { AccountsView } from '@/lib/views/accounts';
import { accountName } from '@/lib/terms/accounts';

/** /Account: every account with its number, kind and balance. */
export async function AccountsList({ view }: { view: AccountsView }) {
  const t = await getTranslations('accounts');
  const tHistory = await getTranslations('history');
  const locale = await getLocale();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="accounts-title" className="text-2xl font-bold">
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CurrencySwitch current={view.currency} />
          <LocalLink
            href={routePath('transferBetweenUsers')}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('send')}
          </LocalLink>
        </div>
      </header>
      {view.accounts.length === 0 ? (
        <p data-testid="accounts-empty">{t('empty')}</p>
      ) : (
        <DataTable
          labelledBy="accounts-title"
          testId="accounts"
          columns={[
            { label: t('number') },
            { label: tHistory('columns.account') },
            { label: t('value', { currency: view.currency }), right: true },
            { label: t('balance'), right: true },
          ]}
          bodyClassName={DIVIDED_ROWS}
        >
          {view.accounts.map((account) => (
            <tr key={account.id} data-testid={`account-${account.asset}-${account.kind}`}>
              <td className="py-2 pr-4 font-mono">
                <LocalLink href={routePath('accountDetails', { id: account.id })} className="text-brand-700 underline dark:text-brand-400">
                  {account.number}
                </LocalLink>
              </td>
              <td className="py-2 pr-4">{accountName(t, account)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {account.value === null ? '—' : formatFiat(account.value, view.currency, locale)}
              </td>
              <td className="py-2 text-right font-medium tabular-nums">{formatAsset(account.total, account.asset, locale)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
