'use client';

import { useLocale, useTranslations } from 'next-intl';
import { OrderFacts } from '@/components/payments/OrderFacts';
import { formatFiat } from '@/lib/money';
import type { IssuedVoucher } from '@/lib/views/vouchers';

/** The voucher just bought: its code and password, shown this once, and the way to buy another. */
export function IssuedVoucherCard({ voucher, onAnother }: { voucher: IssuedVoucher; onAnother: () => void }) {
  const t = useTranslations('vouchers.buy.issued');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="voucher-issued"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border-2 border-emerald-600 bg-white p-4 sm:p-6 dark:border-emerald-500 dark:bg-slate-900"
      data-testid="voucher-issued"
    >
      <h2 id="voucher-issued" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p role="status">{t('intro', { email: voucher.email })}</p>
      <OrderFacts
        facts={[
          { id: 'code', label: t('code'), value: voucher.code, copy: voucher.code },
          { id: 'password', label: t('password'), value: voucher.password, copy: voucher.password },
          { id: 'value', label: t('value'), value: formatFiat(voucher.value, voucher.currency, locale) },
          { id: 'reference', label: t('reference'), value: voucher.reference },
        ]}
      />
      <button
        type="button"
        onClick={onAnother}
        className="self-start rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {t('buyAnother')}
      </button>
    </section>
  );
}
