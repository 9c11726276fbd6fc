'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { POLL_MS } from '@/components/frame/SessionWatchers';

/**
 * While the order waits for something outside the page (a visitor's payment being seen or confirmed), the page is
 * rendered again every poll interval of the spec (5 s), only while the tab is visible, so the code appears by itself.
 */
export function StatusPoll() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
