import type { ReactNode } from 'react';
import type { PageOf } from '@/lib/views/content';
import { Pagination } from './Pagination';

interface ContentListProps<T> {
  /** Prefix of the list's ids and test ids. */
  name: string;
  title: string;
  intro: string;
  empty: string;
  view: PageOf<T>;
  keyOf: (item: T) => number;
  children: (item: T) => ReactNode;
}

/** A paginated list page of the public site (blog, press): heading, intro, the cards or the empty state, pagination. */
export function ContentList<T>({ name, title, intro, empty, view, keyOf, children }: ContentListProps<T>) {
  return (
    <section className="flex flex-col gap-8" aria-labelledby={`${name}-title`}>
      <header>
        <h1 id={`${name}-title`} className="text-3xl font-extrabold tracking-tight">
          {title}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{intro}</p>
      </header>
      {view.items.length === 0 ? (
        <p data-testid={`${name}-empty`}>{empty}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {view.items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
      <Pagination page={view.page} pageCount={view.pageCount} previous={view.previous} next={view.next} />
    </section>
  );
}
