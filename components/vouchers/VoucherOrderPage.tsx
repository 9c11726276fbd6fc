import { getLocale, getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/payments/OrderPage';
import { rangeHint, startingCurrency } from '@/components/payments/range-hint';
import type { VoucherPageView } from '@/lib/views/vouchers';
import { presetTexts } from './preset-texts';
import { VoucherPurchase, type VoucherStart } from './VoucherPurchase';

/** /Crypto_gift_voucher: the form, with what it shows at first worded here (VoucherStart) so hydrating it formats nothing. */
export async function VoucherOrderPage({ view }: { view: VoucherPageView }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const currency = startingCurrency(view.currencies);
  const presets = view.presets[currency];
  const start: VoucherStart = {
    currency,
    // The second preset (the first if there is one only).
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
