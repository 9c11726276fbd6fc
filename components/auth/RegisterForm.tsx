'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useApi, useClientConfig, useLocalizedPath } from '@/components/providers/AppProviders';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { rememberSignedInUser } from '@/lib/browser/legacy-storage';
import { profileTypes, registerSchema, type RegisterInput } from '@/lib/validation/auth';
import type { SignedInAnswer } from './signed-in';
import { useApiForm } from './useApiForm';

type Plan = 'basic' | 'advanced' | 'pro';

export function RegisterForm({ plan }: { plan: Plan }) {
  const t = useTranslations();
  const { brandName } = useClientConfig();
  const api = useApi();
  const localized = useLocalizedPath();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', profileType: 'personal', plan },
  });
  const { fieldMessage, formError, setFormError, showFailure } = useApiForm(form.setError);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await api.post<SignedInAnswer>('user/v1/register', values);
      if ('user' in answer) rememberSignedInUser(answer.user);
      window.location.assign(localized('/Dashboard_new'));
    } catch (error) {
      showFailure(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="register-title">
      <h1 id="register-title" className="text-2xl font-bold">
        {t('auth.registerTitle', { brand: brandName })}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.plan', { plan: t(`plans.${plan}`) })}</p>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {formError}
        </p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('auth.profileType')}</legend>
        <div className="flex gap-3">
          {profileTypes.map((type) => (
            <label key={type} className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-900/30">
              <input type="radio" value={type} {...form.register('profileType')} className="accent-brand-600" />
              {t(`auth.${type}`)}
            </label>
          ))}
        </div>
        {errors.profileType && <p className="text-sm text-red-700 dark:text-red-400">{fieldMessage(errors.profileType.message)}</p>}
      </fieldset>
      <TextField label={t('auth.email')} type="email" autoComplete="email" error={fieldMessage(errors.email?.message)} {...form.register('email')} />
      <TextField label={t('auth.password')} type="password" autoComplete="new-password" error={fieldMessage(errors.password?.message)} {...form.register('password')} />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('auth.registering')}>
        {t('auth.register')}
      </SubmitButton>
      <p className="text-sm">
        {t('auth.haveAccount')}{' '}
        <LocalLink href="/login" className="font-semibold text-brand-700 underline dark:text-brand-400">
          {t('auth.signInInstead')}
        </LocalLink>
      </p>
    </form>
  );
}
