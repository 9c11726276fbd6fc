import { getFormatter, getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { badgeClass, linkClass, ListItem, Pager } from '@/components/inbox/InboxLists';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import type { MailboxView, MessageFolderView, MessageListItem } from '@/lib/views/mailbox';
import { routePath } from '@/lib/routes';

const answeredClass = `${badgeClass} bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100`;

/** A list of messages; `showDirection` where both directions mix (the overview). */
async function MessageList({ items, showDirection = false }: { items: MessageListItem[]; showDirection?: boolean }) {
  const t = await getTranslations('mailbox');
  const format = await getFormatter();
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="message-list">
      {items.map((item) => (
        <ListItem
          key={item.id}
          testId="message-item"
          href={routePath('readMessage', { id: item.id })}
          title={item.subject}
          text={item.excerpt}
          unread={item.unread}
          unreadLabel={t('unread')}
          marks={item.answered && <span className={answeredClass}>{t('answered')}</span>}
          date={`${showDirection ? `${t(item.direction === 'from_support' ? 'fromSupport' : 'toSupport')} · ` : ''}${t('sentOn', {
            date: format.dateTime(new Date(item.createdAt), 'dateTime'),
          })}`}
        />
      ))}
    </ul>
  );
}

function NewMessageLink({ label }: { label: string }) {
  return (
    <LocalLink href={routePath('newMessage')} className={`${primaryActionClass} self-start`} data-testid="new-message">
      {label}
    </LocalLink>
  );
}

/** /Incomingmessage and /Outgoingmessage; `sent` shows the notice of a message just sent. */
export async function MessageFolder({
  folder,
  view,
  sent = false,
}: {
  folder: 'incoming' | 'outgoing';
  view: MessageFolderView;
  sent?: boolean;
}) {
  const t = await getTranslations('mailbox');
  return (
    <AppPage title={t(`${folder}Title`)} intro={t(`${folder}Intro`)}>
      {sent && (
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          data-testid="sent-notice"
        >
          {t('sentNotice')}
        </p>
      )}
      <NewMessageLink label={t('newLink')} />
      {view.items.length === 0 ? (
        <EmptyRecords testId={`${folder}-empty`}>{t(`${folder}Empty`)}</EmptyRecords>
      ) : (
        <MessageList items={view.items} />
      )}
      <Pager path={folder === 'incoming' ? routePath('incomingMessage') : routePath('outgoingMessage')} paging={view} />
    </AppPage>
  );
}

/** /Message: what waits on either side, the three folders and the latest messages of both directions. */
export async function Mailbox({ view }: { view: MailboxView }) {
  const t = await getTranslations('mailbox');
  const folders = [
    {
      href: routePath('incomingMessage'),
      title: t('incomingTitle'),
      text: t('unreadCount', { count: view.unreadIncoming }),
      testId: 'unread-incoming',
    },
    {
      href: routePath('outgoingMessage'),
      title: t('outgoingTitle'),
      text: t('awaitingCount', { count: view.awaitingAnswer }),
      testId: 'awaiting-answer',
    },
    { href: routePath('messages'), title: t('profile.notifications'), text: t('notificationsText'), testId: 'notifications' },
  ];
  return (
    <AppPage title={t('overviewTitle')} intro={t('overviewIntro')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {folders.map((folder) => (
          <li key={folder.href} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <LocalLink href={folder.href} className={linkClass}>
              {folder.title}
            </LocalLink>
            <p className="mt-1 text-sm" data-testid={folder.testId}>
              {folder.text}
            </p>
          </li>
        ))}
      </ul>
      <NewMessageLink label={t('newLink')} />
      <section aria-labelledby="latest-messages" className="flex flex-col gap-2">
        <h2 id="latest-messages" className="text-lg font-semibold">
          {t('latest')}
        </h2>
        {view.latest.length === 0 ? (
          <EmptyRecords testId="latest-empty">{t('latestEmpty')}</EmptyRecords>
        ) : (
          <MessageList items={view.latest} showDirection />
        )}
      </section>
    </AppPage>
  );
}
