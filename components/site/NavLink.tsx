'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useLocalizedPath } from '@/components/providers/AppProviders';
import { PageLink } from '@/components/ui/PageLink';

/** A link of the site navigation, marked as the current page while the visitor is on it. */
export function NavLink({ href, ...props }: ComponentProps<typeof PageLink>) {
  const localized = useLocalizedPath();
  const current = usePathname() === localized(href);
  return <PageLink href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
