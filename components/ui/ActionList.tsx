import type { ReactNode } from 'react';

interface ActionListProps<T> {
  items: T[];
  /** Shown instead of the list when it has no rows. */
  empty: string;
  testId: string;
  rowTestId: string;
  keyOf: (item: T) => string | number;
  /** The row's text, left. */
  details: (item: T) => ReactNode;
  /** The row's button, right (or nothing). */
  action: (item: T) => ReactNode;
}

/** The rows of a settings card (sessions, linked accounts): details on the left, one action on the right. */
export function ActionList<T>({ items, empty, testId, rowTestId, keyOf, details, action }: ActionListProps<T>) {
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" data-testid={testId}>
      {items.map((item) => (
        <li key={keyOf(item)} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={rowTestId}>
          <div className="flex min-w-0 flex-col gap-0.5">{details(item)}</div>
          {action(item)}
        </li>
      ))}
    </ul>
  );
}
