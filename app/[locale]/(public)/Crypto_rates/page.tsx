import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RatesPage } from '@/components/rates/RatesPage';
import { getRatesPage } from '@/lib/server/rates/page';
import { publicMetadata } from '@/lib/server/seo/metadata';
import { routePath } from '@/lib/routes';

type Props = PageProps<'/[locale]/Crypto_rates'>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rates');
  return publicMetadata({ path: routePath('cryptoRates'), title: t('title'), description: t('description') });
}

export default async function CryptoRatesPage({ searchParams }: Props) {
  return <RatesPage view={await getRatesPage(await searchParams)} />;
}
