'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLogout } from '@/components/frame/useLogout';
import { useApi } from '@/components/providers/AppProviders';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { primaryActionClass } from '@/components/ui/styles';
import { ApiError } from '@/lib/api/client';
import { formatFiat } from '@/lib/money';
import type { PaidPlanType } from '@/lib/validation/plans';

/**
 * The upgrade button of one plan and the spec's warning before it: the change is permanent, and the month is charged
 * at once. One idempotency key per opened warning, so a double click or a retry charges once.
 */
export function UpgradePlan({ plan, price }: { plan: PaidPlanType; price: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const name = t(`plans.${plan}`);

  function openWarning() {
    setIdempotencyKey(crypto.randomUUID());
    setError(undefined);
    setOpen(true);
  }

  async function upgrade() {
    setBusy(true);
    setError(undefined);
    try {
      await api.call('planUpgrade', { body: { plan }, idempotencyKey });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.tokenMismatch) return logout(t('errors.sessionEnded'));
      setError(failure instanceof ApiError ? failure.message : t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={openWarning} className={primaryActionClass} data-testid={`upgrade-${plan}`}>
        {t('plans.page.upgrade', { plan: name })}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={upgrade}
        busy={busy}
        title={t('plans.page.dialog.title', { plan: name })}
        keep={t('plans.page.dialog.cancel')}
        proceed={t('plans.page.dialog.confirm')}
        busyLabel={t('plans.page.dialog.upgrading')}
        proceedTestId="confirm-upgrade"
      >
        <p className="font-semibold text-amber-800 dark:text-amber-300">{t('plans.page.dialog.warning')}</p>
        <p>{t('plans.page.dialog.charge', { price: formatFiat(price, 'EUR', locale) })}</p>
        <FormAlert message={error} />
      </ConfirmDialog>
    </>
  );
}
