import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/profile/Card';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';
import type { PriceAlertsView } from '@/lib/views/alerts';
import { PriceAlerts } from './PriceAlerts';

/** The price alerts as a card of /Settings or /Crypto_rates; a visitor who is not signed in (null) is offered the sign-in. */
export async function PriceAlertsCard({ view }: { view: PriceAlertsView | null }) {
  const t = await getTranslations('alerts');
  return (
    <Card id="price-alerts-title" title={t('title')} intro={view ? t('intro', { max: view.max }) : undefined}>
      {view ? (
        <PriceAlerts view={view} />
      ) : (
        <LocalLink href={routePath('login')} className="font-semibold text-brand-700 underline dark:text-brand-400">
          {t('signIn')}
        </LocalLink>
      )}
    </Card>
  );
}
