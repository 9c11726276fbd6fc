import { getFormatter, getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import type { ReactNode } from 'react';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { LocalLink } from '@/components/ui/LocalLink';
import type { InboxView, NewsListView, Paging } from '@/lib/views/inbox';
import { routePath } from '@/lib/routes';

export const linkClass = 'text-brand-700 underline dark:text-brand-400';
const mutedClass = 'text-sm text-slate-600 dark:text-slate-400';
export const badgeClass = 'rounded px-2 py-0.5 text-xs font-semibold';
const unreadClass = `${badgeClass} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`;

/** The newer and older page links of a list paged by `?page=`; none when everything fits on one page. */
export async function Pager({ path, paging }: { path: string; paging: Paging }) {
  const t = await getTranslations('inbox');
  if (!paging.hasPrevious && !paging.hasNext) return null;
  const href = (page: number) => (page === 1 ? path : `${path}?page=${page}`);
  return (
    <nav className="flex flex-wrap items-baseline gap-4" aria-label={t('paging')}>
      {paging.hasPrevious && (
        <LocalLink href={href(paging.page - 1)} className={linkClass} data-testid="page-newer">
          {t('newer')}
        </LocalLink>
      )}
      <span className={mutedClass}>{t('page', { page: paging.page })}</span>
      {paging.hasNext && (
        <LocalLink href={href(paging.page + 1)} className={linkClass} data-testid="page-older">
          {t('older')}
        </LocalLink>
      )}
    </nav>
  );
}

/**
 * One row of a list of things to read (broadcasts, news, messages with support): the title linking to the item, an
 * unread mark and any other `marks`, a line of text and the date.
 */
export function ListItem({
  href,
  title,
  text,
  date,
  unread,
  unreadLabel,
  marks,
  testId = 'inbox-item',
}: {
  href: string;
  title: string;
  text: string;
  date: string;
  unread: boolean;
  unreadLabel: string;
  marks?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="py-3" data-testid={testId} data-unread={unread}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <LocalLink href={href} className={`${linkClass} break-words ${unread ? 'font-semibold' : ''}`}>
          {title}
        </LocalLink>
        {unread && <span className={unreadClass}>{unreadLabel}</span>}
        {marks}
      </div>
      <p className={`${mutedClass} mt-1 break-words`}>{text}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{date}</p>
    </li>
  );
}

/** /messages: the broadcasts that reached the customer, newest first, unread ones marked. */
export async function Inbox({ view }: { view: InboxView }) {
  const t = await getTranslations('inbox');
  const mailbox = await getTranslations('mailbox');
  const format = await getFormatter();
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <LocalLink href={routePath('message')} className={`${linkClass} self-start`} data-testid="write-to-support">
        {mailbox('writeToSupport')}
      </LocalLink>
      {view.items.length === 0 ? (
        <EmptyRecords testId="inbox-empty">{t('empty')}</EmptyRecords>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="inbox">
          {view.items.map((item) => (
            <ListItem
              key={item.id}
              href={routePath('messageDetails', { id: item.id })}
              title={item.title}
              text={item.excerpt}
              unread={item.unread}
              unreadLabel={t('unread')}
              date={t('sent', { date: format.dateTime(new Date(item.createdAt), 'dateTime') })}
            />
          ))}
        </ul>
      )}
      <Pager path={routePath('messages')} paging={view} />
    </AppPage>
  );
}

/** /News: every published item, newest first, ten a page. */
export async function NewsList({ view }: { view: NewsListView }) {
  const t = await getTranslations('inbox');
  const format = await getFormatter();
  return (
    <AppPage title={t('newsTitle')} intro={t('newsIntro')}>
      {view.items.length === 0 ? (
        <EmptyRecords testId="news-empty">{t('newsEmpty')}</EmptyRecords>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="news">
          {view.items.map((item) => (
            <ListItem
              key={item.id}
              href={routePath('newsDetails', { id: item.id })}
              title={item.title}
              text={item.summary}
              unread={item.unread}
              unreadLabel={t('unread')}
              date={t('published', { date: format.dateTime(new Date(item.createdAt), 'date') })}
            />
          ))}
        </ul>
      )}
      <Pager path={routePath('news')} paging={view} />
    </AppPage>
  );
}
