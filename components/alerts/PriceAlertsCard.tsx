import { getMessages, getTranslations } from 'next-intl/server';
import { MoreMessages } from '@/components/i18n/MoreMessages';
import { Card } from '@/components/profile/Card';
import { PageLink } from '@/components/ui/PageLink';
import { accountMessages } from '@/lib/i18n/client-messages';
import { routePath } from '@/lib/routes';
import type { PriceAlertsView } from '@/lib/views/alerts';
import { PriceAlertsIsland } from './PriceAlertsIsland';

/** The price alerts as a card of /Settings or /Crypto_rates; a visitor who is not signed in (null) is offered the sign-in. */
export async function PriceAlertsCard({ view }: { view: PriceAlertsView | null }) {
  const t = await getTranslations('alerts');
  return (
    <Card id="price-alerts-title" title={t('title')} intro={view ? t('intro', { max: view.max }) : undefined}>
      {view ? (
        // /Crypto_rates is public: its client components get the shell's messages only, so the form brings the customer
        // area's (on /Settings they are there already).
        <MoreMessages messages={accountMessages(await getMessages())}>
          <PriceAlertsIsland view={view} />
        </MoreMessages>
      ) : (
        <PageLink href={routePath('login')} className="font-semibold text-brand-700 underline dark:text-brand-400">
          {t('signIn')}
        </PageLink>
      )}
    </Card>
  );
}
