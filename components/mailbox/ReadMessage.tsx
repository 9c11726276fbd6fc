import { getFormatter, getTranslations } from 'next-intl/server';
import { linkClass } from '@/components/inbox/InboxLists';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import type { MessageSummary, ReadMessageView } from '@/lib/views/mailbox';
import { routePath } from '@/lib/routes';

/**
 * /Readmessage/{id}: the message as written (plain text, line breaks kept: neither side's words are ever read as
 * HTML), the message it answers below it, links to its replies, and "Reply" on support's messages.
 */
export async function ReadMessage({ view }: { view: ReadMessageView }) {
  const t = await getTranslations('mailbox');
  const format = await getFormatter();
  const dateOf = (message: Pick<MessageSummary, 'createdAt'>) => format.dateTime(new Date(message.createdAt), 'dateTime');
  const from = (message: MessageSummary) => t(message.direction === 'from_support' ? 'fromSupport' : 'toSupport');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="read-message">
      <header>
        <h1 className="text-2xl font-bold break-words">{view.subject}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {from(view)} · {t('sentOn', { date: dateOf(view) })}
        </p>
      </header>
      <div className="break-words whitespace-pre-line" data-testid="message-body">
        {view.body}
      </div>
      {view.direction === 'from_support' && (
        <LocalLink href={`${routePath('newMessage')}?reply=${view.id}`} className={`${primaryActionClass} self-start`} data-testid="reply">
          {t('reply')}
        </LocalLink>
      )}
      {view.replies.length > 0 && (
        <section aria-labelledby="message-replies">
          <h2 id="message-replies" className="text-lg font-semibold">
            {t('replies')}
          </h2>
          <ul className="mt-1 flex flex-col gap-1">
            {view.replies.map((reply) => (
              <li key={reply.id}>
                <LocalLink href={routePath('readMessage', { id: reply.id })} className={`${linkClass} break-words`}>
                  {reply.subject}
                </LocalLink>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-400">{dateOf(reply)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.answers && (
        <section aria-labelledby="message-answers" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="message-answers" className="text-lg font-semibold">
            {t('inReplyTo')}
          </h2>
          <p className="mt-1">
            <LocalLink href={routePath('readMessage', { id: view.answers.id })} className={`${linkClass} break-words`}>
              {view.answers.subject}
            </LocalLink>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {from(view.answers)} · {t('sentOn', { date: dateOf(view.answers) })}
          </p>
          <div className="mt-2 break-words whitespace-pre-line">{view.answers.body}</div>
        </section>
      )}
      <p>
        <LocalLink href={routePath('message')} className={linkClass}>
          {t('back')}
        </LocalLink>
      </p>
    </article>
  );
}
