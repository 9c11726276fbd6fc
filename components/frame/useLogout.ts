'use client';

import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useRef } from 'react';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { deleteCookie } from '@/lib/browser/cookies';
import { clearLegacyStorage } from '@/lib/browser/legacy-storage';
import { AUTO_LOGOUT_COUNTDOWN_COOKIE, AUTO_LOGOUT_ONCE_COOKIE } from '@/lib/session/auto-logout';
import { routePath } from '@/lib/routes';

/** Why the customer was signed out, shown once by the sign-in page that the logout lands on. */
export const LOGOUT_NOTICE_KEY = 'logout_notice';

/**
 * Ends the server session (which clears the HttpOnly cookie), clears every storage key of spec section 3
 * and the auto-logout cookies, and loads /login afresh so no signed-in state survives in memory.
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
      await queryClient?.cancelQueries();
      await api.call('logout').catch(() => undefined);
      clearLegacyStorage();
      deleteCookie(AUTO_LOGOUT_COUNTDOWN_COOKIE);
      deleteCookie(AUTO_LOGOUT_ONCE_COOKIE);
      queryClient?.clear();
      if (notice) sessionStorage.setItem(LOGOUT_NOTICE_KEY, notice);
      window.location.assign(localized(routePath('login')));
    },
    [api, queryClient, localized],
  );
}
