'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { ApiError } from '@/lib/api/client';
import { readCookie, writeCookie } from '@/lib/browser/cookies';
import { AUTO_LOGOUT_COUNTDOWN_COOKIE, AUTO_LOGOUT_ONCE_COOKIE, nextAutoLogoutAction } from '@/lib/session/auto-logout';
import { mustSetUpSecondFactor } from '@/lib/session/security-step';
import { useLogout } from './useLogout';

export const POLL_MS = 5000;

/**
 * The polls of spec sections 4 and 7, every 5 s while the tab is visible (React Query pauses interval
 * refetches in hidden tabs and never starts one while the last is in flight):
 * - viewuser: "Access Token Not Match!" signs out, other failures are ignored;
 * - the forced security step, from the same record;
 * - the auto-logout setting and its two cookies.
 */
export function SessionWatchers({ userId, onForcedSecurity }: { userId: number; onForcedSecurity(forced: boolean): void }) {
  const api = useApi();
  const logout = useLogout();
  const t = useTranslations('frame');

  const viewUser = useQuery({
    queryKey: ['viewuser', userId],
    queryFn: () => api.call('viewUser', { params: { u_id: userId } }),
    refetchInterval: POLL_MS,
    retry: false,
  });

  const autoLogout = useQuery({
    queryKey: ['autologout'],
    queryFn: () => api.call('autoLogoutSetting', { params: { id: 1 } }),
    refetchInterval: POLL_MS,
    retry: false,
  });

  useEffect(() => {
    if (viewUser.error instanceof ApiError && viewUser.error.tokenMismatch) void logout(t('signedOutElsewhere'));
  }, [viewUser.error, logout, t]);

  useEffect(() => {
    if (viewUser.data) onForcedSecurity(mustSetUpSecondFactor(viewUser.data));
  }, [viewUser.data, onForcedSecurity]);

  useEffect(() => {
    if (!autoLogout.data) return;
    const action = nextAutoLogoutAction(autoLogout.data, {
      countdown: readCookie(AUTO_LOGOUT_COUNTDOWN_COOKIE) !== undefined,
      oneTime: readCookie(AUTO_LOGOUT_ONCE_COOKIE) !== undefined,
    });
    if (action.kind === 'arm') {
      writeCookie(AUTO_LOGOUT_COUNTDOWN_COOKIE, '1', action.countdownSeconds);
      writeCookie(AUTO_LOGOUT_ONCE_COOKIE, '1', action.oneTimeSeconds);
    } else if (action.kind === 'logout') {
      void logout(action.message);
    }
    // dataUpdatedAt: decide again after every poll, even when the setting itself did not change.
  }, [autoLogout.data, autoLogout.dataUpdatedAt, logout]);

  return null;
}
