import { getLocale, getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/payments/OrderPage';
import { SwapForm, type SwapTexts } from './SwapForm';
import { formatFiat } from '@/lib/money';
import type { SwapPageView } from '@/lib/views/swap';
import { routePath } from '@/lib/routes';

export async function SwapPage({ view }: { view: SwapPageView }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const euros = (value: number) => formatFiat(String(value), 'EUR', locale);
  const { fromCoin, toCoin } = view.initial;
  const network = view.coins.find((coin) => coin.symbol === toCoin)?.network;
  const texts: SwapTexts = {
    amountHint: t('swap.amountHint', { coin: fromCoin }),
    destinationLabel: t('swap.destinationAddress', { coin: toCoin }),
    destinationHint: network && t('swap.destinationHint', { coin: toCoin, network }),
    limitNote: t('swap.limitNote', { min: euros(view.minEur), limit: euros(view.limitEur) }),
  };
  return (
    <OrderPage title={t('routes.swap')} intro={t('swap.intro')} namespace="swap">
      <SwapForm view={view} texts={texts} successPath={routePath('cryptoToCryptoSuccess')} />
    </OrderPage>
  );
}
