import { getLocale, getTranslations } from 'next-intl/server';
import { SelectField } from '@/components/ui/SelectField';
import { LocalLink } from '@/components/ui/LocalLink';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { TextField } from '@/components/ui/TextField';
import { formatAsset } from '@/lib/money';
import { HISTORY_KINDS, HISTORY_STATUSES, type HistoryView } from '@/lib/views/history';

const linkClass = 'text-brand-700 underline dark:text-brand-400';

/**
 * A list of ledger entries with its filters: a plain GET form, so every filtered list is a URL (shared, reloaded,
 * bookmarked) and works before any script. `fixedAccount` hides the account filter (one account's page).
 */
export async function History({ view, fixedAccount = false }: { view: HistoryView; fixedAccount?: boolean }) {
  const t = await getTranslations('history');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  const accountLabel = (account: { number: string; asset: string; kind: string }) =>
    `${account.number} · ${tAccounts(`kinds.${account.kind}` as 'kinds.available')} · ${account.asset}`;
  const kindLabel = (kind: string) => (t.has(`kinds.${kind}`) ? t(`kinds.${kind}` as 'kinds.transfer') : t('kinds.other'));
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const { filters } = view;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <form
        method="get"
        action={view.action}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="history-filters"
      >
        {!fixedAccount && (
          <SelectField
            name="account"
            label={t('filters.account')}
            defaultValue={filters.account ?? ''}
            options={[
              { value: '', label: t('filters.all') },
              ...view.accounts.map((account) => ({ value: String(account.id), label: accountLabel(account) })),
            ]}
          />
        )}
        <SelectField
          name="kind"
          label={t('filters.kind')}
          defaultValue={filters.kind ?? ''}
          options={[{ value: '', label: t('filters.all') }, ...HISTORY_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))]}
        />
        <SelectField
          name="status"
          label={t('filters.status')}
          defaultValue={filters.status ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...HISTORY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
        <TextField name="from" type="date" label={t('filters.from')} defaultValue={filters.from ?? ''} />
        <TextField name="to" type="date" label={t('filters.to')} defaultValue={filters.to ?? ''} />
        <div className="flex items-end gap-3">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('filters.apply')}
          </button>
          <LocalLink href={view.path} className={linkClass}>
            {t('filters.reset')}
          </LocalLink>
        </div>
      </form>
      {view.entries.length === 0 ? (
        <p data-testid="history-empty" className="rounded-md border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          {t('empty')}
        </p>
      ) : (
        <TableScrollRegion labelledBy="history-title" className="">
          <table className="w-full text-left text-sm" data-testid="history">
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('columns.date')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('columns.kind')}
                </th>
                {!fixedAccount && (
                  <th scope="col" className="py-2 pr-4">
                    {t('columns.account')}
                  </th>
                )}
                <th scope="col" className="py-2 pr-4">
                  {t('columns.status')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('columns.amount')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('columns.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {view.entries.map((entry) => (
                <tr key={entry.id} data-testid="history-entry">
                  <td className="py-2 pr-4 whitespace-nowrap">{dateTime.format(new Date(entry.createdAt))}</td>
                  <td className="py-2 pr-4">
                    {kindLabel(entry.kind)} <span className="text-slate-600 dark:text-slate-400">#{entry.transactionId}</span>
                  </td>
                  {!fixedAccount && (
                    <td className="py-2 pr-4">
                      <LocalLink href={`/Accountdetails/${entry.account.id}`} className={linkClass}>
                        {accountLabel(entry.account)}
                      </LocalLink>
                    </td>
                  )}
                  <td className="py-2 pr-4">{t(`statuses.${entry.status}`)}</td>
                  <td
                    className={`py-2 pr-4 text-right font-medium whitespace-nowrap tabular-nums ${entry.amount.startsWith('-') ? '' : 'text-emerald-800 dark:text-emerald-300'}`}
                  >
                    {entry.amount.startsWith('-') ? '' : '+'}
                    {formatAsset(entry.amount, entry.account.asset, locale)}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {formatAsset(entry.balanceAfter, entry.account.asset, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
      <nav className="flex gap-4" aria-label={t('paging')}>
        {view.paged && (
          <LocalLink href={view.path} className={linkClass}>
            {t('newest')}
          </LocalLink>
        )}
        {view.olderQuery && (
          <LocalLink href={`${view.path}?${view.olderQuery}`} className={linkClass} data-testid="history-older">
            {t('older')}
          </LocalLink>
        )}
      </nav>
    </section>
  );
}
