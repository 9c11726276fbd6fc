import { getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/ActionButton';
import { formatAsset } from '@/lib/money';
import type { StakeView } from '@/lib/views/earning';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { cellClass, rowClass } from './EarningTable';

/**
 * The customer's stakes with what each has earned so far and when it unlocks: a running flexible stake can be
 * unstaked here, a fixed one says until when it is locked.
 */
export async function StakesTable({ stakes }: { stakes: StakeView[] }) {
  const t = await getTranslations('earning');
  const locale = await getLocale();
  const columns = [
    'products.term',
    'stakes.amount',
    'products.rate',
    'stakes.accrued',
    'stakes.started',
    'stakes.maturity',
    'stakes.status',
  ] as const;
  return (
    <RecordsTable
      id="earning-stakes-title"
      testId="earning-stakes"
      title={t('stakes.title')}
      empty={stakes.length === 0 ? t('stakes.empty') : null}
      columns={[...columns.map((key) => ({ label: t(key) })), { label: '' }]}
    >
      {stakes.map((stake) => (
        <tr key={stake.id} data-testid={`stake-${stake.id}`} className={rowClass}>
          <td className={cellClass}>{t(`types.${stake.type}`)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatAsset(stake.amount, stake.asset, locale)}</td>
          <td className={`${cellClass} tabular-nums`}>{stake.ratePercent} %</td>
          <td className={`${cellClass} tabular-nums`} data-testid="stake-accrued">
            {formatAsset(stake.accrued, stake.asset, locale)}
          </td>
          <td className={cellClass}>{stake.startDay}</td>
          <td className={cellClass}>{stake.maturityDay ?? '—'}</td>
          <td className={cellClass} data-testid="stake-status">
            {t(`statuses.${stake.status}`)}
          </td>
          <td className={cellClass}>
            {stake.status === 'active' &&
              (stake.type === 'flexible' ? (
                <ActionButton
                  action="earningUnstake"
                  id={stake.id}
                  label={t('stakes.unstake')}
                  busyLabel={t('stakes.unstake')}
                  doneMessage={t('stakes.unstaked', { amount: formatAsset(stake.amount, stake.asset, locale) })}
                />
              ) : (
                t('stakes.lockedUntil', { date: stake.maturityDay! })
              ))}
          </td>
        </tr>
      ))}
    </RecordsTable>
  );
}
