import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll region, named by the heading or caption `labelledBy` points at, focusable so
 * keyboard users can scroll it on a narrow screen. `relative` keeps absolutely positioned screen-reader texts
 * (sr-only) inside it: without it they escape the region and widen the whole page.
 */
export function TableScrollRegion({ labelledBy, className, children }: { labelledBy: string; className: string; children: ReactNode }) {
  return (
    <div className={`relative overflow-x-auto ${className}`} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
