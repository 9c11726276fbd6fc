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
import type { NewPasswordInput } from '@/lib/validation/recovery';
import { routePath } from '@/lib/routes';
import { DeadEnd, Notice } from './Notice';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';

const linkClass = 'text-sm font-semibold text-brand-700 underline dark:text-brand-400';

/** /forgetchangepassword/{id} with a link that works: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('recovery');
  const api = useApi();
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/recovery').then((m) => m.newPasswordSchema)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('passwordReset', { body: { ...values, token } });
    setDone(true);
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthFormCard title={t('resetTitle')} onSubmit={onSubmit}>
      {done ? (
        <>
          <Notice testId="recovery-done">{t('resetDone')}</Notice>
          <LocalLink href={routePath('login')} className={linkClass}>
            {t('signIn')}
          </LocalLink>
        </>
      ) : (
        <>
          <FormAlert message={formError} />
          <TextField
            label={t('newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            error={fieldMessage(errors.password?.message)}
            {...form.register('password')}
          />
          <TextField
            label={t('confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldMessage(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
            {t('save')}
          </SubmitButton>
        </>
      )}
    </AuthFormCard>
  );
}

/** The same page with a link that is unknown, used or expired: said at once, with the way to a new one. */
export function InvalidResetLink() {
  const t = useTranslations('recovery');
  return (
    <DeadEnd
      title={t('resetTitle')}
      notice={t('linkInvalid')}
      testId="recovery-invalid"
      link={{ href: routePath('forgetPassword'), label: t('requestNew') }}
    />
  );
}
