import type { ReactNode } from 'react';

const figureRowClass = 'flex flex-wrap justify-between gap-x-4 border-b border-slate-200 py-2 last:border-0 dark:border-slate-800';

/** A priced offer the customer confirms before it expires: its title, its figures, then the caller's actions. */
export function QuotePanel({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One labelled figure of a `<dl>`: an amount, a fee, a rate. */
export function Figure({ label, children, testId, strong }: { label: ReactNode; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={figureRowClass}>
      <dt className={strong ? 'font-semibold' : undefined}>{label}</dt>
      <dd className={strong ? 'font-semibold' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
