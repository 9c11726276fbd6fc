import type { ReactNode } from 'react';

/** A landing-page section titled by its own heading, so landmarks and the heading outline agree. */
export function LandingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
