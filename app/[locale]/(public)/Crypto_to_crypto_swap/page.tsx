import { SwapPage } from '@/components/swap/SwapPage';
import { getSwapPage } from '@/lib/server/swap/page';

export { swapPageMetadata as generateMetadata } from '@/lib/server/swap/page';

export default async function CryptoToCryptoSwapPage() {
  return <SwapPage view={await getSwapPage()} />;
}
