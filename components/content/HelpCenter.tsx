import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { HelpLink } from '@/components/ui/HelpLink';
import { PageLink } from '@/components/ui/PageLink';
import { HELP_CONTACT_ANCHOR } from '@/lib/help-links';
import { routePath } from '@/lib/routes';
import { plainText } from '@/lib/content/blocks';
import { MAX_QUERY_LENGTH } from '@/lib/content/search';
import type { HelpCenterView } from '@/lib/views/content';
import { PageHeader } from './PageHeader';
import { InlineText, Prose } from './Prose';
import { cardClass, linkClass, mutedClass, primaryButtonClass, secondaryButtonClass } from './styles';

const fieldClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** The help centre: a plain GET form (search and topic), the topic links, and the matching questions or the way to a person. */
export async function HelpCenter({ view }: { view: HelpCenterView }) {
  const t = await getTranslations();
  const hrefFor = (topic: string | null) => {
    const query = new URLSearchParams({ ...(view.query && { q: view.query }), ...(topic && { topic }) }).toString();
    return query ? `${routePath('helpCenter')}?${query}` : routePath('helpCenter');
  };
  return (
    <div className="flex flex-col gap-8">
      {/* The whole FAQ for search engines, on the canonical page only (a search result page is a subset). */}
      {!view.query && !view.topic && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: view.results.flatMap((topic) =>
              topic.questions.map((question) => ({
                '@type': 'Question',
                name: question.question,
                acceptedAnswer: { '@type': 'Answer', text: plainText(question.answer) },
              })),
            ),
          }}
        />
      )}
      <PageHeader title={view.title} lead={view.lead} />
      <form role="search" action={view.path} method="get" className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-end`}>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="help-q" className="text-sm font-semibold">
            {t('content.search.label')}
          </label>
          <input id="help-q" name="q" type="search" defaultValue={view.query} maxLength={MAX_QUERY_LENGTH} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="help-topic" className="text-sm font-semibold">
            {t('content.search.topic')}
          </label>
          <select id="help-topic" name="topic" defaultValue={view.topic ?? ''} className={fieldClass}>
            <option value="">{t('content.search.allTopics')}</option>
            {view.topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButtonClass}>
          {t('content.search.submit')}
        </button>
      </form>

      <nav aria-label={t('content.search.topics')}>
        <ul className="flex flex-wrap gap-2">
          {[{ id: null, title: t('content.search.allTopics') }, ...view.topics].map((topic) => {
            const current = topic.id === view.topic;
            return (
              <li key={topic.id ?? 'all'}>
                <PageLink
                  href={hrefFor(topic.id)}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
                  }`}
                >
                  {topic.title}
                </PageLink>
              </li>
            );
          })}
        </ul>
      </nav>

      {view.query && (
        <p role="status" className="font-semibold" data-testid="help-result-count">
          {t('content.search.results', { count: view.total, query: view.query })}
        </p>
      )}

      {view.total === 0 ? (
        <section aria-labelledby="help-empty-title" className={`${cardClass} flex flex-col gap-3`} data-testid="help-empty">
          <h2 id="help-empty-title" className="text-xl font-bold">
            {t('content.search.noResultsTitle')}
          </h2>
          <p className={mutedClass}>{t('content.search.noResultsBody', { query: view.query })}</p>
          <ul className="flex flex-wrap gap-3">
            <li>
              <HelpLink href={view.deskUrl} className={primaryButtonClass} newTabLabel={t('common.newTab')}>
                {t('content.search.contactDesk')}
              </HelpLink>
            </li>
            <li>
              <PageLink href={routePath('helpCenter')} className={secondaryButtonClass}>
                {t('content.search.clear')}
              </PageLink>
            </li>
          </ul>
        </section>
      ) : (
        view.results.map((topic) => (
          <section key={topic.id} aria-labelledby={`topic-${topic.id}`} className="flex flex-col gap-3">
            <h2 id={`topic-${topic.id}`} className="text-2xl font-bold tracking-tight">
              {topic.title}
            </h2>
            {topic.questions.map((question) => (
              <details key={question.id} id={question.id} open={Boolean(view.query)} className={cardClass} data-testid="help-question">
                <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-brand-500">
                  <InlineText text={question.question} terms={view.terms} />
                </summary>
                <Prose blocks={question.answer} terms={view.terms} className={`mt-3 ${mutedClass}`} />
              </details>
            ))}
          </section>
        ))
      )}

      {view.total > 0 && (
        <p className={mutedClass}>
          {t('content.search.stillStuck')}{' '}
          <HelpLink href={view.deskUrl} className={linkClass} newTabLabel={t('common.newTab')}>
            {t('content.search.contactDesk')}
          </HelpLink>
        </p>
      )}

      <section
        id={HELP_CONTACT_ANCHOR}
        aria-labelledby="help-contact-title"
        className={`${cardClass} flex flex-col gap-3`}
        data-testid="help-contact"
      >
        <h2 id="help-contact-title" className="text-xl font-bold">
          {t('content.search.contactTitle')}
        </h2>
        <p className={mutedClass}>{t('content.search.contactBody')}</p>
        <ul className="flex flex-wrap gap-3">
          <li>
            <a href={`mailto:${view.contactEmail}`} className={primaryButtonClass}>
              {t('content.search.contactEmail', { email: view.contactEmail })}
            </a>
          </li>
          <li>
            <PageLink href={routePath('supportTickets')} className={secondaryButtonClass}>
              {t('content.search.contactTickets')}
            </PageLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
