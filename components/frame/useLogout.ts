'use client';

import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useRef } from 'react';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';

/** Why the customer was signed out, shown once by the sign-in page that the logout lands on. */
export const LOGOUT_NOTICE_KEY = 'logout_notice';

/**
 * Signs out (components/frame/end-session.ts). Its code loads when it runs: every form handles an ended session
 * with it, public ones included, whose visitors would otherwise download it with the page.
 */
export function useLogout() {
  const api = useApi();
  // Absent on public pages without React Query (components/providers/QueryProvider.tsx): nothing to clear there.
  const queryClient = useContext(QueryClientContext);
  const localized = useLocalizedPath();
  const running = useRef(false);
  return useCallback(
    async (notice?: string) => {
      if (running.current) return;
      running.current = true;
      const { endSession } = await import('./end-session');
      await endSession({ api, queryClient, localized, notice });
    },
    [api, queryClient, localized],
  );
}
