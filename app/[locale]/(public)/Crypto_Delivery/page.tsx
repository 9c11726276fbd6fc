import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardDeliveryPage } from '@/components/card-orders/CardDeliveryPage';
import { getCardDeliveryPage } from '@/lib/server/card-orders/page';
import { publicMetadata } from '@/lib/server/seo';
import { firstValue } from '@/lib/search-params';
import { routePath } from '@/lib/routes';

type Props = PageProps<'/[locale]/Crypto_Delivery'>;

/** The form is a public page; an order's status (?order=…) is reachable by its reference only and not indexed. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations();
  const page = await publicMetadata({
    path: routePath('cryptoDelivery'),
    title: t('routes.cryptoDelivery'),
    description: t('cardOrders.metaDescription'),
  });
  return (await searchParams).order === undefined ? page : { ...page, robots: { index: false, follow: false } };
}

export default async function CryptoDeliveryPage({ searchParams }: Props) {
  const { order } = await searchParams;
  return <CardDeliveryPage view={await getCardDeliveryPage({ order: firstValue(order) })} />;
}
