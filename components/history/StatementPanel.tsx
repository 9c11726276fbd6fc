import { getLocale, getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { formatAsset } from '@/lib/money';
import type { StatementView } from '@/lib/views/statements';
import { EntriesTable } from './EntriesTable';
import { accountLabel } from './labels';

const buttonClass = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800';

/** /Specificaccountstatement: the account and period (a GET form), the four totals, the first entries, the downloads. */
export async function StatementPanel({ view }: { view: StatementView }) {
  const t = await getTranslations('statements');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  const { statement } = view;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 id="statement-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </header>
      <form method="get" action={view.action} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="statement-form">
        <SelectField
          name="account"
          label={t('account')}
          defaultValue={String(view.query.account)}
          options={view.accounts.map((account) => ({ value: String(account.id), label: accountLabel(tAccounts, account) }))}
        />
        <TextField name="from" type="date" label={t('from')} defaultValue={view.query.from} required />
        <TextField name="to" type="date" label={t('to')} defaultValue={view.query.to} required />
        <div className="flex items-end">
          <button type="submit" className={buttonClass}>
            {t('show')}
          </button>
        </div>
      </form>
      {view.error && <FormAlert message={view.error} />}
      {statement && (
        <>
          <dl
            className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-4 dark:border-slate-800"
            data-testid="statement-totals"
          >
            {(['opening', 'credits', 'debits', 'closing'] as const).map((figure) => (
              <div key={figure}>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t(figure)}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid={`statement-${figure}`}>
                  {formatAsset(statement[figure], statement.asset, locale)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <p className="mr-auto text-sm" data-testid="statement-count">
              {t('entries', { count: statement.count })}
            </p>
            {/* Plain links: the browser downloads the streamed file with the session cookie. */}
            <a href={statement.csv} className={buttonClass} download data-testid="statement-csv">
              {t('csv')}
            </a>
            <a href={statement.pdf} className={buttonClass} download data-testid="statement-pdf">
              {t('pdf')}
            </a>
          </div>
          {statement.count > statement.entries.length && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('shown', { shown: statement.entries.length, count: statement.count })}
            </p>
          )}
          <EntriesTable entries={statement.entries} labelledBy="statement-title" showAccount={false} />
        </>
      )}
    </div>
  );
}
