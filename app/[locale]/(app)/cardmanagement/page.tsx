import { getTranslations } from 'next-intl/server';
import { CardManager } from '@/components/cards/CardManager';
import { AppPage } from '@/components/frame/AppPage';
import { getCardManagementPage } from '@/lib/server/cards/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('cardManagement');

/** Payment cards: order a virtual card, see it masked or revealed for a moment, freeze, limit, close, its payments. */
export default async function CardManagementPage() {
  const view = await getCardManagementPage();
  const t = await getTranslations('cards');
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <CardManager view={view} />
    </AppPage>
  );
}
