import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageLink } from '@/components/ui/PageLink';
import type { PressItemView } from '@/lib/views/content';
import { routePath } from '@/lib/routes';
import { languageName } from './PressCard';

/** /they-wrote-about-us-details/{id}: the item in the outlet's language (marked as such), and the way to the original. */
export async function PressItem({ view: { item, jsonLd } }: { view: PressItemView }) {
  const [t, common, format, locale] = await Promise.all([getTranslations('press'), getTranslations('common'), getFormatter(), getLocale()]);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-labelledby="press-item-title">
      <JsonLd data={jsonLd} />
      <PageLink href={routePath('press')} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
        ← {t('allItems')}
      </PageLink>
      <h1 id="press-item-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl" lang={item.language}>
        {item.title}
      </h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="press-facts">
        <dt className="font-medium">{t('outlet')}</dt>
        <dd>{item.outlet}</dd>
        <dt className="font-medium">{t('published')}</dt>
        <dd>
          <time dateTime={item.publishedAt.toISOString()}>{format.dateTime(item.publishedAt, 'date')}</time>
        </dd>
        <dt className="font-medium">{t('language')}</dt>
        <dd>{languageName(item.language, locale)}</dd>
      </dl>
      <div className="flex flex-col gap-4 leading-relaxed" lang={item.language} data-testid="press-body">
        <p className="text-lg text-slate-700 dark:text-slate-200">{item.summary}</p>
        {item.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {item.url && (
        <p>
          <a
            href={item.url}
            target="_blank"
            rel="noopener"
            className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('readOriginal', { outlet: item.outlet })} <span className="sr-only">{common('newTab')}</span>
          </a>
        </p>
      )}
    </article>
  );
}
