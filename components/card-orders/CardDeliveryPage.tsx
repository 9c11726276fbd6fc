import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/WithMessages';
import { OrderPage } from '@/components/payments/OrderPage';
import { rangeHint, startingCurrency } from '@/components/payments/range-hint';
import { CardOrderForm, type CardOrderStart } from './CardOrderForm';
import { CardOrderStatus } from './CardOrderStatus';
import type { CardDeliveryPage as View } from '@/lib/views/card-orders';
import { routePath } from '@/lib/routes';

/** /Crypto_Delivery: the form, or an order's status page with ?order=…. */
export async function CardDeliveryPage({ view }: { view: View }) {
  if (view.kind === 'status') {
    return (
      <WithMessages namespaces={['payments']}>
        <CardOrderStatus order={view.order} />
      </WithMessages>
    );
  }
  const t = await getTranslations();
  // Bitcoin, or the first coin if it is ever missing.
  const { coins, currencies, limits } = view.form;
  const coin = coins.find((option) => option.symbol === 'BTC') ?? coins[0]!;
  const currency = startingCurrency(currencies);
  const start: CardOrderStart = {
    coin: coin.symbol,
    currency,
    walletLabel: t('cardOrders.walletAddress', { coin: coin.symbol }),
    walletHint: t('cardOrders.walletHint', { coin: coin.symbol, network: coin.network }),
    rangeHint: rangeHint(currency, limits[currency], await getLocale(), (range) => t('cardOrders.limits', range)),
  };
  return (
    <OrderPage title={t('routes.cryptoDelivery')} intro={t('cardOrders.intro')} namespace="cardOrders">
      <CardOrderForm view={view.form} start={start} statusPath={routePath('cryptoDelivery')} />
    </OrderPage>
  );
}
