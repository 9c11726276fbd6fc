import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { NewTicketForm } from '@/components/support/PostForms';
import { getCreateIssuePage } from '@/lib/server/support/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('createIssue');

/** A new support ticket: category, subject, description and up to three files. */
export default async function CreateIssuePage() {
  await getCreateIssuePage();
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.createIssue')} intro={t('support.createIntro')}>
      <NewTicketForm />
    </AppPage>
  );
}
