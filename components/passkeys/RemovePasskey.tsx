'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import type { PasskeyPasswordInput, RemovePasskeyInput } from '@/lib/validation/passkeys';
import { usePasskeyCeremony } from './usePasskeyCeremony';

const dangerClass =
  'rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70 dark:border-red-400 dark:text-red-400 dark:hover:bg-slate-800';

/**
 * A passkey row's Remove: it opens a confirmation by the password or by a passkey (any of the customer's, this one
 * included), since removing one changes how the account signs in.
 */
export function RemovePasskey({ id, name }: { id: number; name: string }) {
  const t = useTranslations('passkeys');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={dangerClass} aria-label={`${t('remove')}: ${name}`}>
        {t('remove')}
      </button>
    );
  }
  return <RemoveForm id={id} onCancel={() => setOpen(false)} />;
}

function RemoveForm({ id, onCancel }: { id: number; onCancel: () => void }) {
  const t = useTranslations('passkeys');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const ceremony = usePasskeyCeremony();
  const remove = async (proof: RemovePasskeyInput) => {
    await api.call('passkeyRemove', { params: { id }, body: proof });
    snackbar.success(t('removedNotice'));
    router.refresh();
  };
  const byPassword = useForm<PasskeyPasswordInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/passkeys').then((m) => m.passkeyPasswordSchema)),
    defaultValues: { password: '' },
  });
  const password = useApiForm(byPassword, remove);
  const byPasskey = useForm();
  const passkey = useApiForm(byPasskey, async () => remove({ credential: await ceremony.get(await api.call('passkeyConfirmOptions')) }));
  const busy = byPassword.formState.isSubmitting || byPasskey.formState.isSubmitting;

  return (
    <div className="flex w-full max-w-sm flex-col gap-3" data-testid="passkey-remove">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('removeBody')}</p>
      <form onSubmit={password.onSubmit} noValidate className="flex flex-col gap-3">
        <FormAlert message={password.formError} />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          error={password.fieldMessage(byPassword.formState.errors.password?.message)}
          {...byPassword.register('password')}
        />
        <button type="submit" disabled={busy} className={dangerClass}>
          {byPassword.formState.isSubmitting ? t('removing') : t('removeWithPassword')}
        </button>
      </form>
      <form onSubmit={passkey.onSubmit} noValidate className="flex flex-col gap-3">
        <FormAlert message={passkey.formError} />
        <button type="submit" disabled={busy} className={dangerClass}>
          {byPasskey.formState.isSubmitting ? t('removing') : t('removeWithPasskey')}
        </button>
      </form>
      <button type="button" onClick={onCancel} className="self-start text-sm underline">
        {t('cancel')}
      </button>
    </div>
  );
}
