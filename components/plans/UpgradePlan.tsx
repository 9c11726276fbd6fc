'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLogout } from '@/components/frame/useLogout';
import { useApi } from '@/components/providers/AppProviders';
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
      <Dialog open={open} onClose={() => !busy && setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="flex w-full max-w-md flex-col gap-4 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
            <DialogTitle className="text-lg font-bold">{t('plans.page.dialog.title', { plan: name })}</DialogTitle>
            <p className="font-semibold text-amber-800 dark:text-amber-300">{t('plans.page.dialog.warning')}</p>
            <p>{t('plans.page.dialog.charge', { price: formatFiat(price, 'EUR', locale) })}</p>
            <FormAlert message={error} />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={() => setOpen(false)}
                disabled={busy}
                className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold dark:border-slate-600"
              >
                {t('plans.page.dialog.cancel')}
              </button>
              <button
                type="button"
                onClick={upgrade}
                disabled={busy}
                aria-busy={busy}
                className={primaryActionClass}
                data-testid="confirm-upgrade"
              >
                {busy ? t('plans.page.dialog.upgrading') : t('plans.page.dialog.confirm')}
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
