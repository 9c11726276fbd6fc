import { getFormatter, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import type { MessageView, NewsArticleView } from '@/lib/views/inbox';
import { routePath } from '@/lib/routes';
import { linkClass } from './InboxLists';

/**
 * One opened broadcast or news article: its title, when it was sent, the text as written (line breaks kept, plain
 * text: the operator's words are never read as HTML) and the way back to its list.
 */
export async function Article({ kind, view }: { kind: 'message' | 'news'; view: MessageView | NewsArticleView }) {
  const t = await getTranslations('inbox');
  const format = await getFormatter();
  const date = format.dateTime(new Date(view.createdAt), 'dateTime');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="article">
      <header>
        <h1 className="text-2xl font-bold break-words">{view.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(kind === 'news' ? 'published' : 'sent', { date })}</p>
      </header>
      {'summary' in view && <p className="font-medium break-words">{view.summary}</p>}
      <div className="break-words whitespace-pre-line">{'body' in view ? view.body : view.message}</div>
      {'link' in view && view.link && (
        <p>
          <LocalLink href={view.link} className={primaryActionClass} data-testid="notice-link">
            {t('openNotice')}
          </LocalLink>
        </p>
      )}
      <p>
        <LocalLink href={kind === 'news' ? routePath('news') : routePath('messages')} className={linkClass}>
          {t(kind === 'news' ? 'backToNews' : 'back')}
        </LocalLink>
      </p>
    </article>
  );
}
