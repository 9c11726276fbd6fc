import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/payments/OrderPage';
import { rangeHint } from '@/components/payments/range-hint';
import { presetTexts } from '@/components/vouchers/preset-texts';
import { VoucherPurchase, type VoucherStart } from '@/components/vouchers/VoucherPurchase';
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
  const locale = await getLocale();
  const view = getVoucherPage();
  // Euros, or the first currency if they are ever missing; the second preset (the first if there is one only).
  const currency = view.currencies.find((option) => option === 'EUR') ?? view.currencies[0]!;
  const presets = view.presets[currency];
  const start: VoucherStart = {
    currency,
    value: String(presets[1] ?? presets[0] ?? ''),
    presets: presetTexts(currency, presets, locale, (amount) => t('payments.pay', { amount })),
    rangeHint: rangeHint(currency, view.limits[currency], locale, (range) => t('vouchers.buy.limits', range)),
  };
  return (
    <OrderPage title={t('routes.giftVoucher')} intro={t('vouchers.buy.intro')} namespace="vouchers">
      <VoucherPurchase view={view} start={start} />
    </OrderPage>
  );
}
