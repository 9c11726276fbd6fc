import { getFormatter, getTranslations } from 'next-intl/server';
import { linkClass } from '@/components/inbox/InboxLists';
import { LocalLink } from '@/components/ui/LocalLink';
import type { TicketView } from '@/lib/views/support';
import { routePath } from '@/lib/routes';
import { ReplyForm } from './PostForms';
import { StatusBadge } from './StatusBadge';

const mutedClass = 'text-sm text-slate-600 dark:text-slate-400';

/** /openissue/{id}: the ticket's status, the conversation oldest first (plain text, line breaks kept) and the reply form. */
export async function TicketDetails({ ticket }: { ticket: TicketView }) {
  const t = await getTranslations('support');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), 'dateTime');
  const hint = ticket.status === 'waiting' ? t('waitingHint') : ticket.status === 'resolved' ? t('resolvedHint') : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className={mutedClass}>{t('ticketNumber', { id: ticket.id })}</p>
        <h1 className="text-2xl font-bold break-words">{ticket.subject}</h1>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <StatusBadge status={ticket.status} />
          <span className={mutedClass}>
            {t(`categories.${ticket.category}`)} · {t('tier')}: {t(`tiers.${ticket.tier}`)} ·{' '}
            {t('opened', { date: when(ticket.createdAt) })}
          </span>
        </div>
        {hint && <p className="mt-2">{hint}</p>}
      </header>
      <section aria-labelledby="conversation" className="flex flex-col gap-3">
        <h2 id="conversation" className="text-lg font-semibold">
          {t('conversation')}
        </h2>
        <ol className="flex flex-col gap-3" data-testid="conversation">
          {ticket.posts.map((post) => (
            <li
              key={post.id}
              data-testid="ticket-post"
              data-author={post.author}
              className={`rounded-md border p-3 ${post.author === 'support' ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-slate-900' : 'border-slate-200 dark:border-slate-800'}`}
            >
              <p className="text-sm font-semibold">
                {post.author === 'support' ? t('supportAuthor', { name: post.operatorName ?? '' }) : t('you')}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-400">· {when(post.createdAt)}</span>
              </p>
              <div className="mt-2 break-words whitespace-pre-line">{post.body}</div>
              {post.attachments.length > 0 && (
                <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t('attachments')}>
                  {post.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} className={`${linkClass} break-all`} data-testid="attachment">
                        {file.originalName}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>
      <ReplyForm ticketId={ticket.id} />
      <p>
        <LocalLink href={routePath('supportTickets')} className={linkClass}>
          {t('back')}
        </LocalLink>
      </p>
    </div>
  );
}
