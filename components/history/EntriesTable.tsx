import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { DataTable, DIVIDED_ROWS } from '@/components/ui/DataTable';
import { formatAsset } from '@/lib/money';
import type { HistoryEntryView } from '@/lib/views/history';
import { routePath } from '@/lib/routes';
import { accountLabel, kindLabel } from './labels';
import { StatusText } from '@/components/ui/StatusText';

/** Ledger entries as a table (date, type, account, status, amount, balance after), or the spec's empty text. */
export async function EntriesTable({
  entries,
  labelledBy,
  showAccount,
}: {
  entries: HistoryEntryView[];
  labelledBy: string;
  showAccount: boolean;
}) {
  const t = await getTranslations('history');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  const format = await getFormatter();
  if (entries.length === 0) {
    return <EmptyRecords testId="history-empty">{t('empty')}</EmptyRecords>;
  }
  return (
    <DataTable
      labelledBy={labelledBy}
      testId="history"
      columns={[
        { label: t('columns.date') },
        { label: t('columns.kind') },
        ...(showAccount ? [{ label: t('columns.account') }] : []),
        { label: t('columns.status') },
        { label: t('columns.amount'), right: true },
        { label: t('columns.balanceAfter'), right: true },
      ]}
      bodyClassName={DIVIDED_ROWS}
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-testid="history-entry">
          <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(new Date(entry.createdAt), 'dateTime')}</td>
          <td className="py-2 pr-4">
            {kindLabel(t, entry.kind)} <span className="text-slate-600 dark:text-slate-400">#{entry.transactionId}</span>
          </td>
          {showAccount && (
            <td className="py-2 pr-4">
              <LocalLink
                href={routePath('accountDetails', { id: entry.account.id })}
                className="text-brand-700 underline dark:text-brand-400"
              >
                {accountLabel(tAccounts, entry.account)}
              </LocalLink>
            </td>
          )}
          <td className="py-2 pr-4">
            <StatusText code={entry.status}>{t(`statuses.${entry.status}`)}</StatusText>
          </td>
          <td
            className={`py-2 pr-4 text-right font-medium whitespace-nowrap tabular-nums ${entry.amount.startsWith('-') ? '' : 'text-emerald-800 dark:text-emerald-300'}`}
          >
            {entry.amount.startsWith('-') ? '' : '+'}
            {formatAsset(entry.amount, entry.account.asset, locale)}
          </td>
          <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatAsset(entry.balanceAfter, entry.account.asset, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
