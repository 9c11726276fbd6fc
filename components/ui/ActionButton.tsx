'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLogout } from '@/components/frame/useLogout';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { ApiError } from '@/lib/api/client';
import { ConfirmDialog } from './ConfirmDialog';

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
  /**
   * Asked first in a dialog, when the call cannot be taken back: what it will do in words, and its two answers. Closing
   * the dialog (Escape, outside it, or `keep`) makes no call.
   */
  confirm?: { title: string; body: string; keep: string; proceed: string };
}

/**
 * One destructive call on a list row (ending a session, unlinking an account, deleting a beneficiary, unstaking), in the
 * red outline style.
 */
export function ActionButton({ action, id, label, busyLabel, doneMessage, accessibleName, confirm }: ActionButtonProps) {
  const t = useTranslations();
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
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
      setAsking(false);
    }
  }

  const button = (
    <button
      type="button"
      onClick={confirm ? () => setAsking(true) : run}
      disabled={busy}
      aria-busy={busy}
      aria-label={accessibleName}
      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
    >
      {busy ? busyLabel : label}
    </button>
  );
  if (!confirm) return button;
  return (
    <>
      {button}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={run}
        busy={busy}
        title={confirm.title}
        keep={confirm.keep}
        proceed={confirm.proceed}
        busyLabel={busyLabel}
      >
        <p>{confirm.body}</p>
      </ConfirmDialog>
    </>
  );
}
