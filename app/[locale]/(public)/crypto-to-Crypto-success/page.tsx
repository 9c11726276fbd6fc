import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/WithMessages';
import { SwapSuccess } from '@/components/swap/SwapSuccess';
import { getSwapSuccessPage } from '@/lib/server/swap/page';

/** One order's page: reachable by its reference only, so kept out of search indexes. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('routes'))('cryptoToCryptoSuccess'), robots: { index: false, follow: false } };
}

export default async function SwapSuccessPage({ searchParams }: { searchParams: Promise<{ ref?: string | string[] }> }) {
  const { ref } = await searchParams;
  // The copy buttons of the order's facts read the payments messages.
  return (
    <WithMessages namespaces={['payments']}>
      <SwapSuccess order={await getSwapSuccessPage(typeof ref === 'string' ? ref : undefined)} />
    </WithMessages>
  );
}
