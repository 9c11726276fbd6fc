import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/ActionButton';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { formatAsset, formatRate } from '@/lib/money';
import { weekdayDate } from '@/lib/validation/exchange';
import type { DcaOrder } from '@/lib/views/exchange';
import { StatusText } from '@/components/ui/StatusText';

const cellClass = 'border-b border-slate-200 px-2 py-2 text-left align-top dark:border-slate-800';
const COLUMNS = ['pair', 'amount', 'schedule', 'next', 'status', 'runs'] as const;

/** The customer's recurring buys: schedule, next slot, Active/Deactive with its switch, delete, and the latest runs. */
export async function DcaTable({ orders }: { orders: DcaOrder[] }) {
  const t = await getTranslations('exchange');
  const locale = await getLocale();
  const format = await getFormatter();
  const titleId = 'exchange-dca-title';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const scheduleOf = (order: DcaOrder) => {
    const times = order.times.join(', ');
    if (order.period === 'day') return t('dca.schedule.day', { times });
    if (order.period === 'week')
      return t('dca.schedule.week', { times, days: order.weekdays.map((day) => weekday.format(weekdayDate(day))).join(', ') });
    return t('dca.schedule.month', { times, days: order.monthDays.join(', ') });
  };
  return (
    <RecordsTable
      id={titleId}
      testId="exchange-dca"
      title={t('dca.title')}
      intro={t('dca.intro')}
      empty={orders.length === 0 ? t('dca.empty') : null}
      columns={[...COLUMNS.map((column) => ({ label: t(`dca.columns.${column}`) })), { label: t('dca.actions.delete'), hidden: true }]}
    >
      {orders.map((order) => {
        const [base, quote] = order.pair.split('-') as [string, string];
        // In the schedule's own zone, which its times ("09:00") are in.
        const when = (instant: string) => format.dateTime(new Date(instant), 'dateTime', { timeZone: order.timeZone });
        const switchAction = order.active ? 'deactivate' : 'activate';
        return (
          <tr key={order.id} data-testid={`dca-order-${order.id}`}>
            <td className={cellClass}>
              {`${base} / ${quote}`}
              {order.comment && <span className="block text-xs">{order.comment}</span>}
            </td>
            <td className={cellClass}>{formatAsset(order.amount, quote, locale)}</td>
            <td className={cellClass}>
              {scheduleOf(order)}
              <span className="block text-xs">{order.timeZone}</span>
            </td>
            <td className={cellClass}>{order.nextRunAt ? when(order.nextRunAt) : '—'}</td>
            <td className={cellClass}>
              <span className="block">
                <StatusText code={order.active ? 'active' : 'deactive'}>
                  {t(`dca.statuses.${order.active ? 'active' : 'deactive'}`)}
                </StatusText>
              </span>
              <ActionButton
                action={order.active ? 'dcaDeactivate' : 'dcaActivate'}
                id={order.id}
                label={t(`dca.actions.${switchAction}`)}
                busyLabel={t('dca.actions.busy')}
                doneMessage={t(`dca.actions.${switchAction}d`, { id: order.id })}
                accessibleName={t(`dca.actions.${switchAction}Order`, { id: order.id })}
              />
            </td>
            <td className={cellClass}>
              {order.runs.length === 0 ? (
                t('dca.runs.none')
              ) : (
                <ul data-testid={`dca-runs-${order.id}`}>
                  {order.runs.map((run) => (
                    <li key={run.slot}>
                      {`${when(run.slot)}: `}
                      {run.order
                        ? t('dca.runs.filled', {
                            quantity: formatAsset(run.order.quantity, base, locale),
                            price: formatRate(run.order.fillPrice ?? '0', quote, locale),
                          })
                        : t('dca.runs.skipped', { reason: t(`dca.reasons.${run.reason as 'refused'}`) })}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className={cellClass}>
              <ActionButton
                action="dcaDelete"
                id={order.id}
                label={t('dca.actions.delete')}
                busyLabel={t('dca.actions.busy')}
                doneMessage={t('dca.actions.deleted', { id: order.id })}
                accessibleName={t('dca.actions.deleteOrder', { id: order.id })}
              />
            </td>
          </tr>
        );
      })}
    </RecordsTable>
  );
}
