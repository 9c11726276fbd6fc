import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PriceAlertsCard } from '@/components/alerts/PriceAlertsCard';
import { RatesPage } from '@/components/rates/RatesPage';
import { getRatesAlertsPanel } from '@/lib/server/alerts/page';
import { getRatesPage } from '@/lib/server/rates/page';
import { publicMetadata } from '@/lib/server/seo';
import { routePath } from '@/lib/routes';

type Props = PageProps<'/[locale]/Crypto_rates'>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rates');
  return publicMetadata({ path: routePath('cryptoRates'), title: t('title'), description: t('description') });
}

export default async function CryptoRatesPage({ searchParams }: Props) {
  const [view, alerts] = await Promise.all([getRatesPage(await searchParams), getRatesAlertsPanel()]);
  return (
    <div className="flex flex-col gap-8">
      <RatesPage view={view} />
      <PriceAlertsCard view={alerts} />
    </div>
  );
}
