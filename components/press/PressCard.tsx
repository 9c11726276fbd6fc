import { getFormatter, getLocale } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { PressSummary } from '@/lib/views/content';
import { routePath } from '@/lib/routes';

/** The outlet's language named in the visitor's language ("čeština", "Greek"). */
export function languageName(language: string, displayLocale: string): string {
  return new Intl.DisplayNames([displayLocale], { type: 'language' }).of(language) ?? language;
}

/** A press item in the list: title (the link, in the outlet's language), outlet, date, language and summary. */
export async function PressCard({ item }: { item: PressSummary }) {
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="press-card"
    >
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">{item.outlet}</p>
      <h2 className="text-lg font-bold" lang={item.language}>
        <PageLink href={routePath('pressItem', { id: item.id })} className="hover:text-brand-700 hover:underline dark:hover:text-brand-400">
          {item.title}
        </PageLink>
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <time dateTime={item.publishedAt.toISOString()}>{format.dateTime(item.publishedAt, 'date')}</time>
        {' · '}
        {languageName(item.language, locale)}
      </p>
      <p className="text-slate-700 dark:text-slate-200" lang={item.language}>
        {item.summary}
      </p>
    </article>
  );
}
