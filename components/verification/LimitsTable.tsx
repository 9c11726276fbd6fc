import { getLocale, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/DataTable';
import { formatFiat } from '@/lib/money';
import { SHOWN_LEVELS, type LimitRow } from '@/lib/views/verification';

const PERIODS = ['day', 'month', 'year', 'total'] as const;

/** The limits of levels 0–3 per operation and period, in euros; the customer's own level marked. */
export async function LimitsTable({ limits, level, labelledBy }: { limits: LimitRow[]; level: number; labelledBy: string }) {
  const t = await getTranslations('verification.limits');
  const locale = await getLocale();
  const amount = (value: string | null) =>
    value === null ? (
      <span className="text-slate-600 dark:text-slate-400">{t('notAvailable')}</span>
    ) : (
      formatFiat(value, 'EUR', locale, { wholeWithoutCents: true })
    );
  return (
    <DataTable
      labelledBy={labelledBy}
      testId="limits-table"
      columns={[
        { label: t('level') },
        { label: t('operation') },
        ...PERIODS.map((period) => ({ label: t(`periods.${period}`), right: true })),
      ]}
      groups
    >
      {SHOWN_LEVELS.map((shown) => {
        const rows = limits.filter((row) => row.level === shown);
        const own = shown === level;
        return (
          <tbody
            key={shown}
            className={`border-b border-slate-200 dark:border-slate-800 ${own ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
            data-testid={`limits-level-${shown}`}
          >
            {rows.map((row, index) => (
              <tr key={row.operation}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={rows.length} className="py-2 pr-4 align-top whitespace-nowrap">
                    {t('levelName', { level: shown })}
                    {own && <span className="block text-xs font-normal">({t('yours')})</span>}
                  </th>
                )}
                <th scope="row" className="py-2 pr-4 font-normal">
                  {t(`operations.${row.operation}`)}
                </th>
                {PERIODS.map((period) => (
                  <td key={period} className="py-2 pr-4 text-right whitespace-nowrap tabular-nums last:pr-0">
                    {amount(row[period])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        );
      })}
    </DataTable>
  );
}
