'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { OneTimeCodeField } from '@/components/ui/OneTimeCodeField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useApiForm } from '@/components/ui/useApiForm';
import { confirmContactSchema } from '@/lib/validation/profile';

type ConfirmContactInput = { channel: 'email' | 'phone'; code: string };

/** A new e-mail or phone waiting for its code: the code sent there makes it the account's. */
export function ConfirmContactForm({ channel, address }: { channel: 'email' | 'phone'; address: string }) {
  const t = useTranslations('editProfile');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const form = useForm<ConfirmContactInput>({ resolver: zodResolver(confirmContactSchema), defaultValues: { channel, code: '' } });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('contactConfirm', { body: values });
    snackbar.success(t('confirmed'));
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      data-testid={`confirm-${channel}`}
    >
      <p className="text-sm">{channel === 'email' ? t('pendingEmail', { email: address }) : t('pendingPhone', { phone: address })}</p>
      <FormAlert message={formError} />
      <OneTimeCodeField label={t('code')} error={fieldMessage(errors.code?.message)} {...form.register('code')} />
      <div className="max-w-xs">
        <SubmitButton busy={isSubmitting} busyLabel={t('confirming')}>
          {t('confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
