import { getTranslations } from 'next-intl/server';
import { SelectField } from '@/components/ui/SelectField';
import { LocalLink } from '@/components/ui/LocalLink';
import { TextField } from '@/components/ui/TextField';
import { TRANSACTION_STATUSES } from '@/lib/terms/ledger';
import { HISTORY_KINDS, HISTORY_SCOPES, type HistoryScopeRule, type HistoryView } from '@/lib/views/history';
import { EntriesTable } from './EntriesTable';
import { accountLabel, kindLabel } from './labels';

const linkClass = 'text-brand-700 underline dark:text-brand-400';

/**
 * A list of ledger entries with its filters: a plain GET form, so every filtered list is a URL (shared, reloaded,
 * bookmarked) and works before any script. `fixedAccount` hides the account filter (one account's page).
 */
export async function History({ view, fixedAccount = false }: { view: HistoryView; fixedAccount?: boolean }) {
  const t = await getTranslations('history');
  const tAccounts = await getTranslations('accounts');
  const { filters } = view;
  const scope: HistoryScopeRule = HISTORY_SCOPES[view.scope];
  // A list of one kind of transaction has nothing to choose by type.
  const fixedKinds = scope.kinds !== undefined;
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
              ...view.accounts.map((account) => ({ value: String(account.id), label: accountLabel(tAccounts, account) })),
            ]}
          />
        )}
        {!fixedKinds && (
          <SelectField
            name="kind"
            label={t('filters.kind')}
            defaultValue={filters.kind ?? ''}
            options={[{ value: '', label: t('filters.all') }, ...HISTORY_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }))]}
          />
        )}
        <SelectField
          name="status"
          label={t('filters.status')}
          defaultValue={filters.status ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
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
      <EntriesTable entries={view.entries} labelledBy="history-title" showAccount={!fixedAccount} />
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
