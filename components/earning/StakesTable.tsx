import { getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/ActionButton';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { formatAsset } from '@/lib/money';
import type { StakeView } from '@/lib/views/earning';

const cellClass = 'px-3 py-2 text-left';

/**
 * The customer's stakes with what each has earned so far and when it unlocks: a running flexible stake can be
 * unstaked here, a fixed one says until when it is locked.
 */
export async function StakesTable({ stakes }: { stakes: StakeView[] }) {
  const t = await getTranslations('earning');
  const locale = await getLocale();
  return (
    <section aria-labelledby="earning-stakes" className="flex flex-col gap-3" data-testid="earning-stakes">
      <h2 id="earning-stakes" className="text-lg font-semibold">
        {t('stakes.title')}
      </h2>
      {stakes.length === 0 ? (
        <EmptyRecords testId="earning-stakes-empty">{t('stakes.empty')}</EmptyRecords>
      ) : (
        <TableScrollRegion labelledBy="earning-stakes" className="">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={cellClass}>{t('products.term')}</th>
                <th className={cellClass}>{t('stakes.amount')}</th>
                <th className={cellClass}>{t('products.rate')}</th>
                <th className={cellClass}>{t('stakes.accrued')}</th>
                <th className={cellClass}>{t('stakes.started')}</th>
                <th className={cellClass}>{t('stakes.maturity')}</th>
                <th className={cellClass}>{t('stakes.status')}</th>
                <th className={cellClass} />
              </tr>
            </thead>
            <tbody>
              {stakes.map((stake) => (
                <tr key={stake.id} data-testid={`stake-${stake.id}`} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={cellClass}>{t(`types.${stake.type}`)}</td>
                  <td className={`${cellClass} tabular-nums`}>{formatAsset(stake.amount, stake.asset, locale)}</td>
                  <td className={`${cellClass} tabular-nums`}>{stake.ratePercent} %</td>
                  <td className={`${cellClass} tabular-nums`} data-testid="stake-accrued">
                    {formatAsset(stake.accrued, stake.asset, locale)}
                  </td>
                  <td className={cellClass}>{stake.startDay}</td>
                  <td className={cellClass}>{stake.maturityDay ?? '—'}</td>
                  <td className={cellClass}>{t(`statuses.${stake.status}`)}</td>
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
            </tbody>
          </table>
        </TableScrollRegion>
      )}
    </section>
  );
}
