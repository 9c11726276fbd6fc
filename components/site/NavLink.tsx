'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useLocalizedPath } from '@/components/providers/AppProviders';
import { LocalLink } from '@/components/ui/LocalLink';

/** A link of the site navigation, marked as the current page while the visitor is on it. */
export function NavLink({ href, ...props }: ComponentProps<typeof LocalLink>) {
  const localized = useLocalizedPath();
  const current = usePathname() === localized(href);
  return <LocalLink href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
