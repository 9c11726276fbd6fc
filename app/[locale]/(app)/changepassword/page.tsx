import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { Card } from '@/components/profile/Card';
import { ChangePasswordForm } from '@/components/profile/ChangePasswordForm';
import { getChangePasswordPage } from '@/lib/server/users/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('changePassword');

export default async function ChangePasswordPage() {
  await getChangePasswordPage();
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.changePassword')}>
      <Card intro={t('changePassword.intro')}>
        <ChangePasswordForm />
      </Card>
    </AppPage>
  );
}
