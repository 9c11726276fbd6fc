import 'server-only';
import { env } from '@/lib/env';
import { FIAT_CURRENCIES, type FiatCurrencyCode } from '@/lib/validation/orders';
import { VOUCHER_PRESETS } from './vouchers';

export interface VoucherPageView {
  currencies: readonly FiatCurrencyCode[];
  /** Suggested values within the limits, in whole units. */
  presets: Record<FiatCurrencyCode, number[]>;
  limits: Record<FiatCurrencyCode, { min: number; max: number }>;
  testCards: boolean;
}

/** /Crypto_gift_voucher: the values and limits per currency the form offers. */
export function getVoucherPage(): VoucherPageView {
  const limits = env().VOUCHER_LIMITS;
  const within = (currency: FiatCurrencyCode) =>
    VOUCHER_PRESETS[currency].filter((value) => value >= limits[currency].min && value <= limits[currency].max);
  return {
    currencies: FIAT_CURRENCIES,
    presets: { EUR: within('EUR'), CZK: within('CZK') },
    limits,
    testCards: env().CARD_PROVIDER === 'simulated',
  };
}
