import { getTranslations } from 'next-intl/server';
import { DcaForm } from '@/components/exchange/DcaForm';
import { DcaTable } from '@/components/exchange/DcaTable';
import { ExchangeForm } from '@/components/exchange/ExchangeForm';
import { OrdersTable } from '@/components/exchange/OrdersTable';
import { AppPage } from '@/components/frame/AppPage';
import { getExchangePage } from '@/lib/server/exchange/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('cryptoExchange');

/**
 * The crypto exchange: buy or sell at market, limit or stop-loss limit; open orders with cancel; order history; recurring
 * buys with their runs and a form for a new one.
 */
export default async function CryptoExchangePage() {
  const view = await getExchangePage();
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.cryptoExchange')} intro={t('exchange.intro')} wide>
      <div className="flex flex-col gap-8">
        <ExchangeForm view={view} />
        <OrdersTable orders={view.open} kind="open" />
        <OrdersTable orders={view.history} kind="history" />
        <DcaTable orders={view.dca} />
        <DcaForm view={view} />
      </div>
    </AppPage>
  );
}
