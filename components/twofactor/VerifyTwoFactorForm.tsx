'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useSignInForm } from '@/components/auth/useSignInForm';
import { useClientConfig } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { VerifyTwoFactorInput } from '@/lib/validation/twofactor';
import { routePath } from '@/lib/routes';
import { PasskeySignIn } from '@/components/passkeys/PasskeySignIn';
import { CodeField } from './CodeField';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';

/** The second sign-in step: a good code, or one of the account's passkeys, completes the sign-in like a password-only one. */
export function VerifyTwoFactorForm({ hasPasskeys }: { hasPasskeys: boolean }) {
  const t = useTranslations('twoFactor');
  const { brandName } = useClientConfig();
  const form = useForm<VerifyTwoFactorInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/twofactor').then((m) => m.verifyTwoFactorSchema)),
    defaultValues: { code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useSignInForm(form, (api, values) => api.call('twoFactorVerify', { body: values }));
  const { errors, isSubmitting } = form.formState;

  return (
    <>
      <AuthFormCard title={t('verifyTitle')} onSubmit={onSubmit}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('verifyIntro', { brand: brandName })}</p>
        <FormAlert message={formError} />
        <CodeField orRecoveryCode autoFocus error={fieldMessage(errors.code?.message)} {...form.register('code')} />
        <SubmitButton busy={isSubmitting} busyLabel={t('verifying')}>
          {t('verify')}
        </SubmitButton>
        <LocalLink href={routePath('forgetAuthenticator')} className="text-sm text-brand-700 underline dark:text-brand-400">
          {t('forgot')}
        </LocalLink>
      </AuthFormCard>
      {hasPasskeys && (
        <div className="mt-6">
          <PasskeySignIn step="secondFactor" />
        </div>
      )}
    </>
  );
}
