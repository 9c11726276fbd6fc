'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LOGOUT_NOTICE_KEY } from '@/components/frame/useLogout';
import { useClientConfig } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { LoginInput } from '@/lib/validation/auth';
import { routePath } from '@/lib/routes';
import { CredentialFields } from './CredentialFields';
import { safeNextPath } from '@/lib/session/next-path';
import { PasskeySignIn } from '@/components/passkeys/PasskeySignIn';
import { SocialSignInButtons, SocialSignInError, type SocialProvider } from './SocialSignIn';
import { useSignInForm } from './useSignInForm';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { browserTimeZone } from '@/lib/i18n/date-format';

export function LoginForm({ socialProviders }: { socialProviders: SocialProvider[] }) {
  const t = useTranslations('auth');
  const { brandName } = useClientConfig();
  const next = safeNextPath(useSearchParams().get('next'));
  const [notice, setNotice] = useState<string>();
  const form = useForm<LoginInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema)),
    defaultValues: { login: '', password: '' },
  });
  const { onSubmit, fieldMessage, formError } = useSignInForm(
    form,
    (api, values) => api.call('login', { body: { ...values, timeZone: browserTimeZone() } }),
    next,
  );
  const { isSubmitting } = form.formState;

  useEffect(() => {
    const saved = sessionStorage.getItem(LOGOUT_NOTICE_KEY);
    if (saved) {
      sessionStorage.removeItem(LOGOUT_NOTICE_KEY);
      setNotice(saved);
    }
  }, []);

  return (
    <>
      <AuthFormCard title={t('loginTitle', { brand: brandName })} onSubmit={onSubmit}>
        {notice && (
          <p
            role="status"
            className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            data-testid="logout-notice"
          >
            {notice}
          </p>
        )}
        <SocialSignInError />
        <FormAlert message={formError} />
        <CredentialFields form={form} fieldMessage={fieldMessage} />
        <SubmitButton busy={isSubmitting} busyLabel={t('signingIn')}>
          {t('signIn')}
        </SubmitButton>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <LocalLink href={routePath('forgetPassword')} className="text-brand-700 underline dark:text-brand-400">
            {t('forgotPassword')}
          </LocalLink>
          <span>
            {t('noAccount')}{' '}
            <LocalLink href={routePath('register')} className="font-semibold text-brand-700 underline dark:text-brand-400">
              {t('createAccount')}
            </LocalLink>
          </span>
        </div>
        <p className="text-sm">
          {t('migratedQuestion')}{' '}
          <LocalLink href={routePath('googleAuthenticator')} className="text-brand-700 underline dark:text-brand-400">
            {t('migratedGuide')}
          </LocalLink>
        </p>
      </AuthFormCard>
      <div className="mt-6">
        <PasskeySignIn step="signIn" next={next} />
      </div>
      <SocialSignInButtons providers={socialProviders} next={next} />
    </>
  );
}
