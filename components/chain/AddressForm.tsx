'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { ApiError } from '@/lib/api/client';
import type { AddressShape } from '@/lib/chain/networks';
import type { WithdrawalAddressValues } from '@/lib/validation/chain';

const linkClass = 'self-start text-sm font-semibold text-brand-700 underline disabled:opacity-60 dark:text-brand-400';

/**
 * Saves a withdrawal address of the coin shown, with a label and the code that proves it is the customer: the
 * authenticator's, or (without one) a code e-mailed on request. The server checks the address for the coin's network
 * (spec §5: a wait message while checking); the same schema checks the fields here and in the handler.
 */
export function AddressForm({ asset, shape, authenticator }: { asset: string; shape: AddressShape; authenticator: boolean }) {
  const t = useTranslations('chain.addresses');
  const tErrors = useTranslations('errors');
  const api = useApi();
  const router = useRouter();
  const snackbar = useSnackbar();
  const [mailing, setMailing] = useState(false);
  const [mailed, setMailed] = useState<string>();
  const form = useForm<WithdrawalAddressValues>({
    resolver: lazyZodResolver(() => import('@/lib/validation/chain').then((m) => m.withdrawalAddressSchema)),
    defaultValues: { asset, address: '', label: '', code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const saved = await api.call('withdrawalAddressAdd', { body: values });
    form.reset({ asset, address: '', label: '', code: '' });
    snackbar.success(t('added', { label: saved.label }));
    // The address book is server-rendered: read it again.
    router.refresh();
  });

  async function mailCode() {
    setMailing(true);
    try {
      const sent = await api.call('withdrawalAddressCode');
      setMailed(sent.sent ? t('codeSent') : t('codeWait', { seconds: sent.resendSeconds }));
    } catch (error) {
      snackbar.error(error instanceof ApiError ? error.message : tErrors('unavailable'));
    } finally {
      setMailing(false);
    }
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="address-form">
      <FormAlert message={formError} />
      <input type="hidden" {...form.register('asset')} />
      <TextField
        label={t('address', shape)}
        autoComplete="off"
        spellCheck={false}
        error={fieldMessage(errors.address?.message)}
        {...form.register('address')}
      />
      <TextField label={t('label')} autoComplete="off" error={fieldMessage(errors.label?.message)} {...form.register('label')} />
      <TextField
        label={t(authenticator ? 'authenticatorCode' : 'emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={authenticator ? undefined : mailed}
        error={fieldMessage(errors.code?.message)}
        {...form.register('code')}
      />
      {!authenticator && (
        <button type="button" onClick={mailCode} disabled={mailing} className={linkClass} data-testid="address-code-send">
          {t(mailing ? 'codeSending' : 'sendCode')}
        </button>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('checking')}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}
