import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/profile/Card';
import { ChangePasswordForm } from '@/components/profile/ChangePasswordForm';
import { getChangePasswordPage } from '@/lib/server/users/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('changePassword');

export default async function ChangePasswordPage() {
  await getChangePasswordPage();
  const t = await getTranslations();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.changePassword')}</h1>
      <Card id="change-password-title" title={t('routes.changePassword')} intro={t('changePassword.intro')}>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
