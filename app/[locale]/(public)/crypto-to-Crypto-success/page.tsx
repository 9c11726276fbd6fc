import { WithMessages } from '@/components/i18n/WithMessages';
import { SwapSuccess } from '@/components/swap/SwapSuccess';
import { getSwapSuccessPage } from '@/lib/server/swap/page';
import { routeMetadata } from '@/lib/server/seo';

/** One order's page: reachable by its reference only, so kept out of search indexes. */
export const generateMetadata = routeMetadata('cryptoToCryptoSuccess', { noindex: true });

export default async function SwapSuccessPage({ searchParams }: PageProps<'/[locale]/crypto-to-Crypto-success'>) {
  const { ref } = await searchParams;
  // The copy buttons of the order's facts read the payments messages.
  return (
    <WithMessages namespaces={['payments']}>
      <SwapSuccess order={await getSwapSuccessPage(typeof ref === 'string' ? ref : undefined)} />
    </WithMessages>
  );
}
