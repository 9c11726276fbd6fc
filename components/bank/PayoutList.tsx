import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { DataTable, DIVIDED_ROWS } from '@/components/ui/DataTable';
import { formatFiat } from '@/lib/money';
import type { PayoutStatus, PayoutView } from '@/lib/views/bank';

/** Pending is amber, sent green, refused red; the word is always written too, never the colour alone. */
const STATUS_CLASS: Record<PayoutStatus, string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  sent: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  refused: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
};

/** The customer's payouts, newest first, with their status and, when refused, the operator's reason. */
export async function PayoutList({ payouts, labelledBy }: { payouts: PayoutView[]; labelledBy: string }) {
  const t = await getTranslations('bank.payouts');
  const locale = await getLocale();
  const format = await getFormatter();
  if (payouts.length === 0) {
    return <EmptyRecords testId="payouts-empty">{t('empty')}</EmptyRecords>;
  }
  return (
    <DataTable
      labelledBy={labelledBy}
      testId="payouts"
      columns={[
        { label: t('date') },
        { label: t('beneficiary') },
        { label: t('amount'), right: true },
        { label: t('fee'), right: true },
        { label: t('status') },
      ]}
      bodyClassName={DIVIDED_ROWS}
    >
      {payouts.map((payout) => (
        <tr key={payout.id} data-testid="payout" data-status={payout.status}>
          <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(new Date(payout.createdAt), 'dateTime')}</td>
          <td className="py-2 pr-4">
            {payout.beneficiaryName}
            <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">{payout.iban}</span>
          </td>
          <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{formatFiat(payout.amount, payout.currency, locale)}</td>
          <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{formatFiat(payout.fee, payout.currency, locale)}</td>
          <td className="py-2">
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[payout.status]}`} data-testid="payout-status">
              {t(`statuses.${payout.status}`)}
            </span>
            {payout.refusalReason && (
              <span className="mt-1 block text-xs" data-testid="payout-reason">
                {t('reason', { reason: payout.refusalReason })}
              </span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
