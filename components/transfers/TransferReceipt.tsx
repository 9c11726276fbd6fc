import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Card } from '@/components/profile/Card';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatFiat } from '@/lib/money';
import type { TransferReceiptView } from '@/lib/views/transfers';
import { routePath } from '@/lib/routes';
import { sentenceText } from '@/lib/format/sentence';

const linkClass =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** /Transfersuccessfully: what was sent to whom, the fee and the transaction number. */
export async function TransferReceipt({ view }: { view: TransferReceiptView }) {
  const t = await getTranslations('transfers');
  const locale = await getLocale();
  const format = await getFormatter();
  const money = (amount: string) => formatFiat(amount, view.currency, locale);
  return (
    <Card id="transfer-success" title={t('success.title')}>
      <p className="text-lg" data-testid="transfer-success-message">
        {sentenceText(t('success.message', { amount: money(view.amount), name: view.recipient }))}
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('details.fee')}</dt>
        <dd>{money(view.fee)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('success.transaction')}</dt>
        <dd data-testid="transfer-transaction">
          {view.transaction} · {format.dateTime(view.createdAt, 'dateTime')}
        </dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <LocalLink href={routePath('transferBetweenUsers')} className={linkClass}>
          {t('success.another')}
        </LocalLink>
        <LocalLink href={routePath('account')} className={linkClass}>
          {t('success.accounts')}
        </LocalLink>
      </div>
    </Card>
  );
}
