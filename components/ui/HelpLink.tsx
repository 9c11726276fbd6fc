import type { ReactNode } from 'react';
import { isAppPath } from '@/lib/help-links';
import { PageLink } from './PageLink';

/**
 * A link of lib/help-links.ts: a section of the app's help centre opens in place, in the visitor's language; an
 * operator's own service opens in a new tab, which `newTabLabel` tells screen readers.
 */
export function HelpLink({
  href,
  className,
  newTabLabel,
  children,
}: {
  href: string;
  className: string;
  newTabLabel: string;
  children: ReactNode;
}) {
  if (isAppPath(href)) {
    return (
      <PageLink href={href} className={className}>
        {children}
      </PageLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="sr-only">{newTabLabel}</span>
    </a>
  );
}
