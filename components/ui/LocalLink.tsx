'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useLocalizedPath } from '@/components/providers/AppProviders';

/** next/link with the app path put into the visitor's language. */
export function LocalLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const localized = useLocalizedPath();
  return <Link href={localized(href)} {...props} />;
}
