import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VoucherOrderPage } from '@/components/vouchers/VoucherOrderPage';
import { publicMetadata } from '@/lib/server/seo';
import { getVoucherPage } from '@/lib/server/vouchers/page';
import { routePath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return publicMetadata({ path: routePath('giftVoucher'), title: t('routes.giftVoucher'), description: t('vouchers.buy.metaDescription') });
}

/** /Crypto_gift_voucher and its sk/cs/de/hu slugs. */
export default function GiftVoucherPage() {
  return <VoucherOrderPage view={getVoucherPage()} />;
}
