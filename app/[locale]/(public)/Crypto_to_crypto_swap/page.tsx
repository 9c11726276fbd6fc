import { SwapPage, swapPageMetadata } from '@/components/swap/SwapPage';
import { getSwapPage } from '@/lib/server/swap/page';

export const generateMetadata = swapPageMetadata;

export default async function CryptoToCryptoSwapPage() {
  return <SwapPage view={await getSwapPage()} />;
}
