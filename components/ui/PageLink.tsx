'use client';

import type { ComponentProps } from 'react';
import { useLocalizedPath } from '@/components/providers/AppProviders';

/**
 * A link of the public site, in the visitor's language, as a plain anchor rather than next/link (LocalLink): public
 * pages come whole from the HTML cache, so a full page load costs little, while next/link would add its router code
 * to every public page and fetch the pages in view in the background, competing with the page's own start-up.
 */
export function PageLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const localized = useLocalizedPath();
  return <a href={localized(href)} {...props} />;
}
