import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { PageOf } from '@/lib/views/content';

const linkClass =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** Previous / next between the pages of a list, also as rel=prev/next links in the head (React hoists <link>). */
export async function Pagination({ page, pageCount, previous, next }: Omit<PageOf<unknown>, 'items'>) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('seo');
  return (
    <nav
      aria-label={t('pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      {previous ? (
        <>
          <link rel="prev" href={previous.url} />
          <PageLink rel="prev" href={previous.path} className={linkClass}>
            ← {t('previous')}
          </PageLink>
        </>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="page-status">
        {t('pageStatus', { page, count: pageCount })}
      </p>
      {next ? (
        <>
          <link rel="next" href={next.url} />
          <PageLink rel="next" href={next.path} className={linkClass}>
            {t('next')} →
          </PageLink>
        </>
      ) : (
        <span />
      )}
    </nav>
  );
}
