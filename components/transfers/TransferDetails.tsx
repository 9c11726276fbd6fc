import { getLocale, getTranslations } from 'next-intl/server';
import { Card } from '@/components/profile/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatFiat } from '@/lib/money';
import type { TransferDetailsView } from '@/lib/views/transfers';
import { routePath } from '@/lib/routes';
import { ConfirmTransfer } from './ConfirmTransfer';

const linkClass = 'text-brand-700 underline dark:text-brand-400';

/** /Transferdetails: the recipient, amount, fee (with the plan's rule), total and the balance after, then confirm. */
export async function TransferDetails({ view }: { view: TransferDetailsView }) {
  const t = await getTranslations('transfers');
  const tLimits = await getTranslations('limits');
  const locale = await getLocale();
  const back = (
    <LocalLink href={`${routePath('transferBetweenUsers')}?${view.query}`} className={linkClass}>
      {t('details.change')}
    </LocalLink>
  );
  if (view.kind === 'refused') {
    return (
      <Card id="transfer-details" title={t('details.title')}>
        <div className="flex flex-col gap-4">
          <FormAlert message={view} />
          {back}
        </div>
      </Card>
    );
  }
  const { preview } = view;
  const money = (amount: string) => formatFiat(amount, preview.currency, locale);
  const rows: [string, string, string][] = [
    ['recipient', t('details.recipient'), `${preview.recipient.name} (${preview.recipient.identifier})`],
    ['amount', t('details.amount'), money(preview.amount)],
    [
      'fee',
      t('details.fee'),
      `${money(preview.fee)} · ${t('details.feeRule', { percent: preview.feeRule.percent, fixed: money(preview.feeRule.fixed) })}`,
    ],
    ['total', t('details.total'), money(preview.total)],
    ['available-after', t('details.availableAfter'), preview.sufficient ? money(preview.availableAfter) : '—'],
    ...(preview.limit
      ? [
          [
            'limit',
            t('details.limit'),
            tLimits(`remaining.${preview.limit.period}`, { remaining: formatFiat(preview.limit.remaining, 'EUR', locale) }),
          ] as [string, string, string],
        ]
      : []),
  ];
  return (
    <Card id="transfer-details" title={t('details.title')} intro={t('details.intro')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="transfer-summary">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents" data-testid={`transfer-${id}`}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        {preview.sufficient ? (
          <ConfirmTransfer
            body={{ recipient: preview.recipient.identifier, currency: preview.currency, amount: preview.amount, quote: view.quote }}
            label={t('details.confirm', { amount: money(preview.total) })}
          />
        ) : (
          <FormAlert message={t('details.insufficient')} />
        )}
        {back}
      </div>
    </Card>
  );
}
