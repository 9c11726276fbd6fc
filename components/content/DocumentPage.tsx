import { getTranslations } from 'next-intl/server';
import type { DocumentView } from '@/lib/views/content';
import { PageHeader } from './PageHeader';
import { Prose } from './Prose';
import { linkClass, mutedClass } from './styles';

/**
 * A long text with its table of contents: the legal texts (numbered, dated) and Bitcoin basics. Every section
 * has an anchor the contents link to, so a section can also be linked from elsewhere.
 */
export async function DocumentPage({ view }: { view: DocumentView }) {
  const t = await getTranslations('content');
  const number = (index: number) => (view.numbered ? `${index + 1}. ` : '');
  return (
    <article className="flex flex-col gap-10">
      <PageHeader title={view.title} lead={view.lead}>
        {view.updated && (
          <p className={`text-sm ${mutedClass}`} data-testid="updated">
            <time dateTime={view.updated.iso}>{view.updated.text}</time>
          </p>
        )}
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          aria-labelledby="toc-title"
          className="self-start rounded-xl border border-slate-200 p-4 lg:sticky lg:top-4 dark:border-slate-800"
        >
          <h2 id="toc-title" className="text-sm font-semibold tracking-wide uppercase">
            {t('toc')}
          </h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {view.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkClass}>
                  {number(index)}
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {view.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight">
                {number(index)}
                {section.title}
              </h2>
              <Prose blocks={section.body} className="mt-3" />
              <a href="#toc-title" className={`mt-3 inline-block text-sm ${linkClass}`}>
                {t('backToContents')}
              </a>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
