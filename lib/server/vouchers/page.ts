import 'server-only';
import type { VoucherPageView } from '@/lib/views/vouchers';
import { FIAT_CURRENCIES, FiatCurrency } from '@/lib/money';
import { env } from '@/lib/env';
import { VOUCHER_PRESETS } from './vouchers';

/** /Crypto_gift_voucher: the values and limits per currency the form offers. */
export function getVoucherPage(): VoucherPageView {
  const limits = env().VOUCHER_LIMITS;
  const within = (currency: FiatCurrency) =>
    VOUCHER_PRESETS[currency].filter((value) => value >= limits[currency].min && value <= limits[currency].max);
  return {
    currencies: FIAT_CURRENCIES,
    presets: { EUR: within('EUR'), CZK: within('CZK') },
    limits,
    testCards: env().CARD_PROVIDER === 'simulated',
  };
}
