import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { OwnTransferForm } from '@/components/transfers/OwnTransferForm';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';
import { routeMetadata } from '@/lib/server/seo';
import { getCardFundingPage } from '@/lib/server/transfers/page';

export const generateMetadata = routeMetadata('cardFundingTransfer');

/** Funding the card: an ordinary transfer between own accounts, euro credit → card account, the fee by plan. */
export default async function CardFundingPage() {
  const view = await getCardFundingPage();
  const t = await getTranslations('cardFunding');
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      {view ? (
        <OwnTransferForm view={view} />
      ) : (
        <p>
          {t('noCard')}{' '}
          <LocalLink href={routePath('cardManagement')} className="text-brand-700 underline dark:text-brand-400">
            {t('orderCard')}
          </LocalLink>
        </p>
      )}
    </AppPage>
  );
}
