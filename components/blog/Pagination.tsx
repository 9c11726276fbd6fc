import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { pagePath } from '@/lib/server/content/pagination';
import { canonicalUrl } from '@/lib/server/seo/metadata';

const linkClass =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** Previous / next between the pages of a list, also as rel=prev/next links in the head (React hoists <link>). */
export async function Pagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('seo');
  const previous = page > 1 ? pagePath(path, page - 1) : undefined;
  const next = page < pageCount ? pagePath(path, page + 1) : undefined;
  return (
    <nav
      aria-label={t('pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      {previous ? (
        <>
          <link rel="prev" href={await canonicalUrl(previous)} />
          <LocalLink rel="prev" href={previous} className={linkClass}>
            ← {t('previous')}
          </LocalLink>
        </>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="page-status">
        {t('pageStatus', { page, count: pageCount })}
      </p>
      {next ? (
        <>
          <link rel="next" href={await canonicalUrl(next)} />
          <LocalLink rel="next" href={next} className={linkClass}>
            {t('next')} →
          </LocalLink>
        </>
      ) : (
        <span />
      )}
    </nav>
  );
}
