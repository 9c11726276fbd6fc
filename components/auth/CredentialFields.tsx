'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import type { LoginInput } from '@/lib/validation/auth';

/** Sign-in's e-mail-or-phone and password, wherever a customer proves an account with them. */
export function CredentialFields({
  form,
  fieldMessage,
}: {
  form: UseFormReturn<LoginInput>;
  fieldMessage: (message: string | undefined) => string | undefined;
}) {
  const t = useTranslations('auth');
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('loginField')}
        hint={t('loginHint')}
        autoComplete="username"
        error={fieldMessage(errors.login?.message)}
        {...form.register('login')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        {...form.register('password')}
      />
    </>
  );
}
