import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

export interface Fact {
  id: string;
  label: string;
  value: ReactNode;
  /** Long values customers copy (addresses, codes): shown in full, monospaced, with a copy button. */
  copy?: string;
}

/** The figures of an order on its status page, as a definition list. */
export function OrderFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.id} className={`flex flex-col ${fact.copy ? 'sm:col-span-2' : ''}`} data-testid={`fact-${fact.id}`}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
          <dd className="flex items-start gap-2 font-medium">
            <span className={fact.copy ? 'font-mono text-sm break-all' : 'break-words'}>{fact.value}</span>
            {fact.copy && <CopyButton value={fact.copy} label={fact.label} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
