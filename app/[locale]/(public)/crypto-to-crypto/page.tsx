import { SwapPage } from '@/components/swap/SwapPage';
import { getSwapPage } from '@/lib/server/swap/page';

export { swapPageMetadata as generateMetadata } from '@/lib/server/swap/page';

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The swap form again, as the target of swap links elsewhere (the home page): ?from=BTC&to=ETH&amount=0.1 fills it in. */
export default async function CryptoToCryptoPage({ searchParams }: PageProps<'/[locale]/crypto-to-crypto'>) {
  const query = await searchParams;
  return <SwapPage view={await getSwapPage({ from: single(query.from), to: single(query.to), amount: single(query.amount) })} />;
}
