import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/payments/OrderPage';
import { VoucherPurchase } from '@/components/vouchers/VoucherPurchase';
import { publicMetadata } from '@/lib/server/seo/metadata';
import { getVoucherPage } from '@/lib/server/vouchers/page';
import { routePath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return publicMetadata({ path: routePath('giftVoucher'), title: t('routes.giftVoucher'), description: t('vouchers.buy.metaDescription') });
}

/** /Crypto_gift_voucher and its sk/cs/de/hu slugs. */
export default async function GiftVoucherPage() {
  const t = await getTranslations();
  return (
    <OrderPage title={t('routes.giftVoucher')} intro={t('vouchers.buy.intro')} namespace="vouchers">
      <VoucherPurchase view={getVoucherPage()} />
    </OrderPage>
  );
}
