import type { ReactNode } from 'react';
import { mutedClass } from './styles';

/** The page's one h1 with its lead paragraph; `aside` (an illustration) sits beside it on wide screens. */
export function PageHeader({ title, lead, aside, children }: { title: string; lead: string; aside?: ReactNode; children?: ReactNode }) {
  return (
    <header className="flex items-center gap-8">
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className={`text-lg ${mutedClass}`}>{lead}</p>
        {children}
      </div>
      {aside && <div className="ml-auto hidden shrink-0 md:block">{aside}</div>}
    </header>
  );
}
