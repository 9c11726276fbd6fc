'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLogout } from '@/components/frame/useLogout';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { FormAlert, type Refusal } from '@/components/ui/FormAlert';
import { primaryActionClass } from '@/components/ui/styles';
import { ApiError } from '@/lib/api/client';
import type { UserTransferInput } from '@/lib/validation/transfers';
import { routePath } from '@/lib/routes';

/**
 * The one button that moves the money. Its idempotency key is made once per confirmation screen, so a double click
 * or a retry after a lost answer sends the money once.
 */
export function ConfirmTransfer({ body, label }: { body: UserTransferInput; label: string }) {
  const t = useTranslations();
  const api = useApi();
  const router = useRouter();
  const localized = useLocalizedPath();
  const logout = useLogout();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Refusal>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      const receipt = await api.call('userTransfer', { body, idempotencyKey });
      router.push(localized(`${routePath('transferSuccess')}?tx=${receipt.transaction}`));
    } catch (failure) {
      if (failure instanceof ApiError && failure.tokenMismatch) return logout(t('errors.sessionEnded'));
      const apiError = failure instanceof ApiError ? failure : new ApiError(t('errors.unavailable'), 0);
      const fieldMessage = Object.values(apiError.fieldErrors)[0];
      setError(fieldMessage === undefined ? apiError : { message: fieldMessage });
      setBusy(false);
      // The quote no longer holds: the screen prices again and shows the figures the next confirmation charges.
      if (apiError.status === 409) router.refresh();
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={error} />
      <button
        type="button"
        onClick={confirm}
        disabled={busy}
        aria-busy={busy}
        data-testid="confirm-transfer"
        className={`w-full ${primaryActionClass}`}
      >
        {busy ? t('transfers.details.sending') : label}
      </button>
    </div>
  );
}
