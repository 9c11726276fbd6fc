import { getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/payments/OrderPage';
import { SwapForm } from './SwapForm';
import type { SwapPageView } from '@/lib/views/swap';
import { routePath } from '@/lib/routes';

export async function SwapPage({ view }: { view: SwapPageView }) {
  const t = await getTranslations();
  return (
    <OrderPage title={t('routes.swap')} intro={t('swap.intro')} namespace="swap">
      <SwapForm view={view} successPath={routePath('cryptoToCryptoSuccess')} />
    </OrderPage>
  );
}
