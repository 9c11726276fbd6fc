import type { ReactNode } from 'react';

/** A calm confirmation inside a form's card (the link was sent, the password was changed, the link is dead). */
export function Notice({ children, testId, tone = 'success' }: { children: ReactNode; testId: string; tone?: 'success' | 'warning' }) {
  const colours =
    tone === 'success'
      ? 'border-emerald-400 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100'
      : 'border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';
  return (
    <p role="status" data-testid={testId} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}
