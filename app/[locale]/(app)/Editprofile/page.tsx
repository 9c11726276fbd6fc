import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { Card } from '@/components/profile/Card';
import { ConfirmContactForm } from '@/components/profile/ConfirmContactForm';
import { EditProfileForm } from '@/components/profile/EditProfileForm';
import { ProfilePictureForm } from '@/components/profile/ProfilePictureForm';
import { getEditProfilePage } from '@/lib/server/users/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('editProfile');

export default async function EditProfilePage() {
  const { pictureUrl, ...view } = await getEditProfilePage();
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.editProfile')}>
      <Card id="picture-title" title={t('editProfile.pictureTitle')}>
        <ProfilePictureForm pictureUrl={pictureUrl} />
      </Card>
      <Card id="details-title" title={t('editProfile.detailsTitle')}>
        <div className="flex flex-col gap-4">
          {view.pending.email && <ConfirmContactForm channel="email" address={view.pending.email} />}
          {view.pending.phone && <ConfirmContactForm channel="phone" address={view.pending.phone} />}
          <EditProfileForm view={view} />
        </div>
      </Card>
    </AppPage>
  );
}
