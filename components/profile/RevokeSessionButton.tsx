'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLogout } from '@/components/frame/useLogout';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { ApiError } from '@/lib/api/client';

export function RevokeSessionButton({ sessionId }: { sessionId: number }) {
  const t = useTranslations();
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setBusy(true);
    try {
      await api.post(`user/v1/sessions/${sessionId}/revoke`);
      snackbar.success(t('settings.revoked'));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.tokenMismatch) return logout(t('errors.sessionEnded'));
      snackbar.error(error instanceof ApiError ? error.message : t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={revoke}
      disabled={busy}
      aria-busy={busy}
      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
    >
      {busy ? t('settings.revoking') : t('settings.revoke')}
    </button>
  );
}
