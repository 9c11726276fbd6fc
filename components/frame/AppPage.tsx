import type { ReactNode } from 'react';

/** A signed-in page's column: its title, one line on what it is for (unless its first card says it), then its content. */
export function AppPage({ title, intro, wide = false, children }: { title: string; intro?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`mx-auto flex ${wide ? 'max-w-5xl' : 'max-w-3xl'} flex-col gap-6`}>
      <header>
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
