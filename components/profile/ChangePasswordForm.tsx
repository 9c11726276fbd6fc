'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { ChangePasswordInput } from '@/lib/validation/profile';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useTranslations('changePassword');
  const api = useApi();
  const snackbar = useSnackbar();
  const form = useForm<ChangePasswordInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/profile').then((m) => m.changePasswordSchema)),
    defaultValues: EMPTY,
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('changePassword', { body: values });
    form.reset(EMPTY);
    snackbar.success(t('changed'));
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-4" data-testid="change-password">
      <FormAlert message={formError} />
      <TextField
        label={t('oldPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.oldPassword?.message)}
        {...form.register('oldPassword')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
