import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { publicMetadata } from '@/lib/server/seo/metadata';
import type { SwapPageView } from '@/lib/server/swap/page';
import { OrderPage } from '@/components/payments/OrderPage';
import { SwapForm } from './SwapForm';

/** /Crypto_to_crypto_swap (and its cs/de/hu slugs) and /crypto-to-crypto: one page, canonical under the first. */
export async function swapPageMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return publicMetadata({ path: '/Crypto_to_crypto_swap', title: t('routes.swap'), description: t('swap.metaDescription') });
}

export async function SwapPage({ view }: { view: SwapPageView }) {
  const t = await getTranslations();
  return (
    <OrderPage title={t('routes.swap')} intro={t('swap.intro')} namespace="swap">
      <SwapForm view={view} />
    </OrderPage>
  );
}
