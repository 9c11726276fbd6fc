import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { NewMessageForm } from '@/components/mailbox/NewMessageForm';
import { getNewMessagePage } from '@/lib/server/mailbox/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('newMessage');

/** A message to support; `?reply=<id>` answers one of the customer's messages. */
export default async function NewMessagePage({ searchParams }: PageProps<'/[locale]/Newmessage'>) {
  const view = await getNewMessagePage(await searchParams);
  const t = await getTranslations('mailbox');
  return (
    <AppPage title={t('newTitle')} intro={view.reply ? t('replyIntro', { subject: view.reply.subject }) : t('newIntro')}>
      <NewMessageForm reply={view.reply} />
    </AppPage>
  );
}
