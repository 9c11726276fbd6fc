import { FIAT_SCALE, formatFiat, toUnits } from '@/lib/money';
import type { PortfolioView } from '@/lib/views/accounts';

/**
 * A currency's line in the fiat box: its balance, and how much of it can be spent only when that is less (money held
 * for an order or a payout): "€100.00, of which €19.20 available", never the same amount twice.
 */
export function fiatLine(
  t: (key: 'fiatAvailable', values: { total: string; available: string }) => string,
  fiat: PortfolioView['fiat'][number],
  locale: string,
): string {
  const total = formatFiat(fiat.total, fiat.currency, locale);
  if (toUnits(fiat.available, FIAT_SCALE) === toUnits(fiat.total, FIAT_SCALE)) return total;
  return t('fiatAvailable', { total, available: formatFiat(fiat.available, fiat.currency, locale) });
}
