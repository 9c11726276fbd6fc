import type { ReactNode } from 'react';
import { LocalLink } from './LocalLink';

const linkClass = 'text-brand-700 underline dark:text-brand-400';

/**
 * What a form shows once it has done its work: the announcement, a link onwards and a button that brings the empty
 * form back for another go.
 */
export function DoneNotice({
  testId,
  children,
  link,
  againLabel,
  onAgain,
}: {
  testId: string;
  children: ReactNode;
  link: { href: string; label: string };
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div className="flex max-w-md flex-col gap-4" role="status">
      <p data-testid={testId} className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {children}
      </p>
      <div className="flex flex-wrap gap-4">
        <LocalLink href={link.href} className={linkClass}>
          {link.label}
        </LocalLink>
        <button type="button" className={linkClass} onClick={onAgain}>
          {againLabel}
        </button>
      </div>
    </div>
  );
}
