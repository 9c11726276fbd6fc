import { getTranslations } from 'next-intl/server';
import { RedeemVoucherForm } from '@/components/vouchers/RedeemVoucherForm';
import { requireCustomer } from '@/lib/server/auth/current';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('cryptoCredit');

/** Credit deposit: a gift voucher's code and password, credited through the ledger. */
export default async function CreditDepositPage() {
  await requireCustomer();
  const t = await getTranslations('voucherRedeem');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </header>
      <RedeemVoucherForm />
    </div>
  );
}
