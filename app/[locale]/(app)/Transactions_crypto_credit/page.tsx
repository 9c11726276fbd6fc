import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { RedeemVoucherForm } from '@/components/vouchers/RedeemVoucherForm';
import { requireCustomer } from '@/lib/server/auth';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('cryptoCredit');

/** Credit deposit: a gift voucher's code and password, credited through the ledger. */
export default async function CreditDepositPage() {
  await requireCustomer();
  const t = await getTranslations('vouchers.redeem');
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <RedeemVoucherForm />
    </AppPage>
  );
}
