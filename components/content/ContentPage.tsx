import type { ReactNode } from 'react';
import type { ContentPageView, ContentPart, TextCard } from '@/lib/views/content';
import { ContentLinks } from './ContentLinks';
import { Illustration } from './Illustration';
import { PageHeader } from './PageHeader';
import { Prose } from './Prose';
import { cardClass, mutedClass } from './styles';

/** A product or service page: its title, then its parts in order (steps, cards, sections, calls to action). */
export function ContentPage({ view }: { view: ContentPageView }) {
  return (
    <article className="flex flex-col gap-12">
      <PageHeader title={view.title} lead={view.lead} aside={view.illustration && <Illustration kind={view.illustration} />} />
      {view.parts.map((part, index) => (
        <Part key={index} part={part} />
      ))}
    </article>
  );
}

function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

function CardText({ card }: { card: TextCard }) {
  return (
    <>
      <h3 className="text-lg font-semibold">{card.title}</h3>
      <Prose blocks={card.body} className={`mt-2 ${mutedClass}`} />
      {card.price && <p className="mt-auto pt-3 text-xl font-bold text-brand-700 dark:text-brand-300">{card.price}</p>}
    </>
  );
}

function Part({ part }: { part: ContentPart }) {
  if (part.kind === 'sections') {
    return part.items.map((section) => (
      <TitledSection key={section.id} id={section.id} title={section.title}>
        <Prose blocks={section.body} className="max-w-3xl" />
      </TitledSection>
    ));
  }
  return (
    <TitledSection id={part.id} title={part.title}>
      <PartBody part={part} />
    </TitledSection>
  );
}

function PartBody({ part }: { part: Exclude<ContentPart, { kind: 'sections' }> }) {
  switch (part.kind) {
    case 'steps':
      return (
        <ol className="flex flex-col gap-4">
          {part.items.map((step, index) => (
            <li key={step.id} className={`${cardClass} flex gap-4`}>
              <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <div>
                <CardText card={step} />
              </div>
            </li>
          ))}
        </ol>
      );
    case 'cards':
      return (
        <CardGrid>
          {part.items.map((card) => (
            <li key={card.id} className={`${cardClass} flex flex-col`}>
              <CardText card={card} />
            </li>
          ))}
        </CardGrid>
      );
    case 'links':
      return (
        <>
          <Prose blocks={part.body} className="max-w-3xl" />
          <ContentLinks links={part.links} />
        </>
      );
  }
}
