'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useClientConfig } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { profileTypes, registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { useSignInForm } from './useSignInForm';
import { AuthFormCard } from '@/components/ui/AuthFormCard';

type Plan = 'basic' | 'advanced' | 'pro';

export function RegisterForm({ plan }: { plan: Plan }) {
  const t = useTranslations();
  const { brandName } = useClientConfig();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', profileType: 'personal', plan },
  });
  const { onSubmit, fieldMessage, formError } = useSignInForm(form, 'user/v1/register');
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthFormCard title={t('auth.registerTitle', { brand: brandName })} onSubmit={onSubmit}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.plan', { plan: t(`plans.${plan}`) })}</p>
      <FormAlert message={formError} />
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
    </AuthFormCard>
  );
}
