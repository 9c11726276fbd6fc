'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLogout } from '@/components/frame/useLogout';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { ApiError } from '@/lib/api/client';

interface ActionButtonProps {
  /** The API call (a POST without body) the button makes, on the row with this id. */
  action:
    | 'sessionRevoke'
    | 'identityUnlink'
    | 'beneficiaryDelete'
    | 'exchangeCancel'
    | 'earningUnstake'
    | 'withdrawalAddressDelete'
    | 'dcaActivate'
    | 'dcaDeactivate'
    | 'dcaDelete'
    | 'priceAlertDelete'
    | 'cashBuyCancel';
  id: number;
  label: string;
  busyLabel: string;
  /** Said in the snackbar once the call succeeded; the page's data is then loaded again. */
  doneMessage: string;
  /** The button's name for assistive technology when the label alone does not say which row it acts on. */
  accessibleName?: string;
}

/**
 * One destructive call on a list row (ending a session, unlinking an account, deleting a beneficiary, unstaking), in the
 * red outline style.
 */
export function ActionButton({ action, id, label, busyLabel, doneMessage, accessibleName }: ActionButtonProps) {
  const t = useTranslations();
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  // A call that moves money (unstaking) carries one key per button: a double click or a retry moves it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function run() {
    setBusy(true);
    try {
      await (action === 'earningUnstake' ? api.call(action, { params: { id }, idempotencyKey }) : api.call(action, { params: { id } }));
      snackbar.success(doneMessage);
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
      onClick={run}
      disabled={busy}
      aria-busy={busy}
      aria-label={accessibleName}
      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
