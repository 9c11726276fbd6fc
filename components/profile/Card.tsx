import type { ReactNode } from 'react';

/**
 * A section of the profile pages, titled unless it is the page's only section: then the page's own heading names it,
 * and a second heading with the same words would only repeat it.
 */
export function Card({ id, title, intro, children }: { id?: string; title?: string; intro?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {title && (
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      )}
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className={title || intro ? 'mt-4' : undefined}>{children}</div>
    </section>
  );
}
