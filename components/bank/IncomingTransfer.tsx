import { getTranslations } from 'next-intl/server';
import type { IncomingTransferView } from '@/lib/views/bank';
import { CopyButton } from './CopyButton';

const rowClass =
  'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2 last:border-0 dark:border-slate-800';

/** The provider's account per currency, each with the customer's own payment reference and a copy button per detail. */
export async function IncomingTransfer({ view }: { view: IncomingTransferView }) {
  const t = await getTranslations('bank.incoming');
  return (
    <>
      <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">{t('arrival')}</p>
      {view.accounts.map((account) => {
        const titleId = `incoming-${account.currency}`;
        const details: { label: string; value: string; copy?: boolean; testId?: string }[] = [
          { label: t('holder'), value: account.holder, copy: true },
          { label: t('bankName'), value: account.bankName },
          { label: t('iban'), value: account.iban, copy: true, testId: `iban-${account.currency}` },
          { label: t('bic'), value: account.bic, copy: true },
        ];
        return (
          <section
            key={account.currency}
            aria-labelledby={titleId}
            data-testid={`incoming-${account.currency}`}
            className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={titleId} className="text-lg font-semibold">
              {t('accountTitle', { currency: account.currency })}
            </h2>
            <dl className="mt-3">
              {details.map((detail) => (
                <div key={detail.label} className={rowClass}>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{detail.label}</dt>
                  <dd className="flex min-w-0 items-center gap-2 font-medium break-all" data-testid={detail.testId}>
                    {detail.value}
                    {detail.copy && <CopyButton value={detail.value} what={detail.label} />}
                  </dd>
                </div>
              ))}
              <div className={`${rowClass} mt-2 rounded-md bg-amber-50 px-3 dark:bg-amber-950`}>
                <dt className="text-sm font-semibold text-amber-950 dark:text-amber-100">{t('reference')}</dt>
                <dd
                  className="flex items-center gap-2 font-mono text-lg font-bold tracking-wider"
                  data-testid={`reference-${account.currency}`}
                >
                  {account.reference}
                  <CopyButton value={account.reference} what={account.reference} />
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('referenceHint', { currency: account.currency })}</p>
          </section>
        );
      })}
    </>
  );
}
