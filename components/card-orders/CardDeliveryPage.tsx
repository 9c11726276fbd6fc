import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/WithMessages';
import { OrderPage } from '@/components/payments/OrderPage';
import { CardOrderForm } from './CardOrderForm';
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
  return (
    <OrderPage title={t('routes.cryptoDelivery')} intro={t('cardOrders.intro')} namespace="cardOrders">
      <CardOrderForm view={view.form} statusPath={routePath('cryptoDelivery')} />
    </OrderPage>
  );
}
