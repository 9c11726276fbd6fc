import { getTranslations } from 'next-intl/server';
import type { CardDeliveryPage as View } from '@/lib/server/card-orders/page';
import { OrderPage } from '@/components/payments/OrderPage';
import { CardOrderForm } from './CardOrderForm';
import { CardOrderStatus } from './CardOrderStatus';

/** /Crypto_Delivery: the form, or an order's status page with ?order=…. */
export async function CardDeliveryPage({ view }: { view: View }) {
  if (view.kind === 'status') return <CardOrderStatus order={view.order} />;
  const t = await getTranslations();
  return (
    <OrderPage title={t('routes.cryptoDelivery')} intro={t('cardOrder.intro')}>
      <CardOrderForm view={view.form} />
    </OrderPage>
  );
}
