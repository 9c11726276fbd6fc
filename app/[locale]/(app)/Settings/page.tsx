import { getTranslations } from 'next-intl/server';
import { PriceAlertsCard } from '@/components/alerts/PriceAlertsCard';
import { SocialIdentities } from '@/components/auth/SocialIdentities';
import { AppPage } from '@/components/frame/AppPage';
import { AntiPhishingForm } from '@/components/profile/AntiPhishingForm';
import { Card } from '@/components/profile/Card';
import { NotificationSettingsForm } from '@/components/profile/NotificationSettingsForm';
import { SessionsList } from '@/components/profile/SessionsList';
import { getPriceAlertsPanel } from '@/lib/server/alerts/page';
import { getSettingsPage } from '@/lib/server/users/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('settings');

export default async function SettingsPage() {
  // Two builders: the alerts domain sits above users (it mails through notifications, which needs users).
  const [view, alerts] = await Promise.all([getSettingsPage(), getPriceAlertsPanel()]);
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.settings')}>
      <Card id="notifications-title" title={t('settings.notificationsTitle')} intro={t('settings.notificationsIntro')}>
        <NotificationSettingsForm initial={view.notifications} />
      </Card>
      <PriceAlertsCard view={alerts} />
      <Card id="antiphishing-title" title={t('settings.antiPhishingTitle')} intro={t('settings.antiPhishingIntro')}>
        <AntiPhishingForm current={view.antiPhishingCode} />
      </Card>
      <Card id="sessions-title" title={t('settings.sessionsTitle')} intro={t('settings.sessionsIntro')}>
        <SessionsList sessions={view.sessions} />
      </Card>
      <Card id="identities-title" title={t('social.identitiesTitle')} intro={t('social.identitiesIntro')}>
        <SocialIdentities identities={view.identities} />
      </Card>
    </AppPage>
  );
}
