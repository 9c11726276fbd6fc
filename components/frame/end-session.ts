'use client';

import type { QueryClient } from '@tanstack/react-query';
import type { createApiClient } from '@/lib/api/client';
import { deleteCookie } from '@/lib/browser/cookies';
import { clearLegacyStorage } from '@/lib/browser/legacy-storage';
import { AUTO_LOGOUT_COUNTDOWN_COOKIE, AUTO_LOGOUT_ONCE_COOKIE } from '@/lib/session/auto-logout';
import { routePath } from '@/lib/routes';
import { LOGOUT_NOTICE_KEY } from './useLogout';

/**
 * Ends the server session (which clears the HttpOnly cookie), clears every storage key of spec section 3
 * and the auto-logout cookies, and loads /login afresh so no signed-in state survives in memory.
 */
export async function endSession({
  api,
  queryClient,
  localized,
  notice,
}: {
  api: ReturnType<typeof createApiClient>;
  queryClient: QueryClient | undefined;
  localized: (path: string) => string;
  notice?: string;
}) {
  await queryClient?.cancelQueries();
  await api.call('logout').catch(() => undefined);
  clearLegacyStorage();
  deleteCookie(AUTO_LOGOUT_COUNTDOWN_COOKIE);
  deleteCookie(AUTO_LOGOUT_ONCE_COOKIE);
  queryClient?.clear();
  if (notice) sessionStorage.setItem(LOGOUT_NOTICE_KEY, notice);
  window.location.assign(localized(routePath('login')));
}
