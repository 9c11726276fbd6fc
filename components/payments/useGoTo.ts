'use client';

import { useRouter } from 'next/navigation';
import { useLocalizedPath } from '@/components/providers/AppProviders';

/** Opens a page of the app in the visitor's language (an order's status page once it is placed). */
export function useGoTo() {
  const router = useRouter();
  const localized = useLocalizedPath();
  return (path: string) => router.push(localized(path));
}
