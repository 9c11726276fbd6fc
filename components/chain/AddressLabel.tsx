'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import type { WithdrawalLabelInput } from '@/lib/validation/chain';

const buttonClass = 'text-sm font-semibold text-brand-700 underline disabled:opacity-60 dark:text-brand-400';

/** A saved address's label, renamed in place: the same schema checks it here and in the handler. */
export function AddressLabel({ id, label }: { id: number; label: string }) {
  const t = useTranslations('chain.addresses');
  const api = useApi();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const form = useForm<WithdrawalLabelInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/chain').then((m) => m.withdrawalLabelSchema)),
    defaultValues: { label },
  });
  const { onSubmit, fieldMessage } = useApiForm(form, async (values) => {
    await api.call('withdrawalAddressLabel', { params: { id }, body: values });
    setEditing(false);
    router.refresh();
  });

  if (!editing)
    return (
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-medium break-words" data-testid="address-label">
          {label}
        </span>
        <button type="button" className={buttonClass} onClick={() => setEditing(true)} aria-label={t('renameLabel', { label })}>
          {t('rename')}
        </button>
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3" data-testid="address-label-form">
      <TextField
        label={t('label')}
        autoComplete="off"
        error={fieldMessage(form.formState.errors.label?.message)}
        {...form.register('label')}
      />
      <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting}>
        {t('saveLabel')}
      </button>
      <button type="button" className={buttonClass} onClick={() => setEditing(false)}>
        {t('cancelRename')}
      </button>
    </form>
  );
}
