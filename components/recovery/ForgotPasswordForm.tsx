'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import type { ForgotPasswordInput } from '@/lib/validation/recovery';
import { routePath } from '@/lib/routes';
import { Notice } from './Notice';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';

/** /forgetpassword: the same neutral notice whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('recovery');
  const api = useApi();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/recovery').then((m) => m.forgotPasswordSchema)),
    defaultValues: { email: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('passwordForgot', { body: values });
    setSent(true);
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthFormCard title={t('forgotTitle')} onSubmit={onSubmit}>
      {sent ? (
        <Notice testId="recovery-sent">{t('linkSent')}</Notice>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('forgotIntro')}</p>
          <FormAlert message={formError} />
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={fieldMessage(errors.email?.message)}
            {...form.register('email')}
          />
          <SubmitButton busy={isSubmitting} busyLabel={t('sending')}>
            {t('send')}
          </SubmitButton>
        </>
      )}
      <LocalLink href={routePath('login')} className="text-sm text-brand-700 underline dark:text-brand-400">
        {t('backToLogin')}
      </LocalLink>
    </AuthFormCard>
  );
}
