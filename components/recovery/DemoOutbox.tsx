import { getFormatter, getTranslations } from 'next-intl/server';
import type { OutboxMessage } from '@/lib/views/mail';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text with its web addresses as links, so a reset link can be followed from the demo page. */
function Linkified({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="break-all text-brand-700 underline dark:text-brand-400">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** What /demo-outbox shows: every e-mail and SMS the app wrote, newest first, as the recipient reads it. */
export async function DemoOutbox({ messages }: { messages: OutboxMessage[] }) {
  const t = await getTranslations('outbox');
  const format = await getFormatter();
  return (
    <section className="flex flex-col gap-6" aria-labelledby="outbox-title">
      <div>
        <h1 id="outbox-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('intro')}</p>
      </div>
      {messages.length === 0 && <p data-testid="outbox-empty">{t('empty')}</p>}
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="outbox-message"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">{t('channel')}</dt>
              <dd>{t(message.channel)}</dd>
              <dt className="font-medium">{t('recipient')}</dt>
              <dd className="break-all">{message.recipient}</dd>
              {message.subject && (
                <>
                  <dt className="font-medium">{t('subject')}</dt>
                  <dd>{message.subject}</dd>
                </>
              )}
              <dt className="font-medium">{t('time')}</dt>
              <dd>{format.dateTime(message.createdAt, 'dateTime')}</dd>
              <dt className="font-medium">{t('status')}</dt>
              <dd>{message.error ? t('failed', { error: message.error }) : message.sentAt ? t('sent') : t('keptHere')}</dd>
            </dl>
            <pre className="mt-3 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap dark:bg-slate-950">
              <Linkified text={message.textBody} />
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
