'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useApi, useClientConfig } from '@/components/providers/AppProviders';
import { DeadEnd, Notice } from '@/components/recovery/Notice';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { OneTimeCodeEntry } from '@/components/ui/OneTimeCodeEntry';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { useCountdown } from '@/components/ui/useCountdown';
import { useResendCode } from '@/components/ui/useResendCode';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { LoginInput } from '@/lib/validation/auth';
import type { LinkCodeFormInput, LinkCodeSendInput } from '@/lib/validation/social-link';
import { routePath } from '@/lib/routes';
import { CredentialFields } from './CredentialFields';
import { useSignInForm } from './useSignInForm';

const linkClass = 'text-sm text-brand-700 underline dark:text-brand-400';

export interface SocialLinkProps {
  providerName: string;
  /** The provider account's e-mail, to say which account was used. */
  email: string | null;
  /** What the forms start with: the provider's address when it vouched for it, else empty. */
  suggestedEmail: string;
  next?: string;
}

/**
 * /auth after a social sign-in with an account no customer has linked: says which provider account it
 * was, and links it once the visitor proves an existing account, by its password or by a code e-mailed
 * to it. Either proof signs them in (through the authenticator step when 2FA is on). A newcomer may instead open an
 * account with the provider's e-mail when the provider vouched for it.
 */
export function SocialLinkPanel({ providerName, email, suggestedEmail, next }: SocialLinkProps) {
  const t = useTranslations('social');
  const { brandName } = useClientConfig();
  const names = { provider: providerName, brand: brandName };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('linkTitle', names)}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="social-link-account">
          {email ? t('linkIntro', { ...names, account: email }) : t('linkIntroNoEmail', names)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('linkExplain', names)}</p>
      </div>
      <PasswordProof suggestedEmail={suggestedEmail} next={next} />
      <CodeProof suggestedEmail={suggestedEmail} next={next} />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        {suggestedEmail ? (
          <CreateAccount providerName={providerName} next={next} />
        ) : (
          <p className="text-sm">
            {t('newCustomer', { brand: brandName })}{' '}
            <LocalLink href={routePath('register')} className="font-semibold text-brand-700 underline dark:text-brand-400">
              {t('createAccount')}
            </LocalLink>
          </p>
        )}
        <LocalLink href={routePath('login')} className={linkClass}>
          {t('cancel')}
        </LocalLink>
      </div>
    </div>
  );
}

/**
 * A new customer whose provider vouched for the e-mail: an account of its own, opened with that address; /userinfo
 * then asks for the rest, and sends them on to where they were going.
 */
function CreateAccount({ providerName, next }: { providerName: string; next?: string }) {
  const t = useTranslations('social');
  const { brandName } = useClientConfig();
  const form = useForm();
  const query = next ? `?${new URLSearchParams({ next })}` : '';
  const { onSubmit, formError } = useSignInForm(form, (api) => api.call('socialLinkCreate', {}), `${routePath('userInfo')}${query}`);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <p className="text-sm">{t('createExplain', { brand: brandName, provider: providerName })}</p>
      <FormAlert message={formError} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('creating')}>
        {t('createWith', { provider: providerName })}
      </SubmitButton>
    </form>
  );
}

/** A titled form inside the panel (the panel's heading is the page's h1). */
function ProofForm({ title, onSubmit, children }: { title: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const titleId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </form>
  );
}

function PasswordProof({ suggestedEmail, next }: { suggestedEmail: string; next?: string }) {
  const t = useTranslations('social');
  const form = useForm<LoginInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema)),
    defaultValues: { login: suggestedEmail, password: '' },
  });
  const { onSubmit, fieldMessage, formError } = useSignInForm(
    form,
    (api, values) => api.call('socialLinkPassword', { body: values }),
    next,
  );
  return (
    <ProofForm title={t('passwordHeading')} onSubmit={onSubmit}>
      <FormAlert message={formError} />
      <CredentialFields form={form} fieldMessage={fieldMessage} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('linking')}>
        {t('linkAndSignIn')}
      </SubmitButton>
    </ProofForm>
  );
}

/** Step 1 asks for the account's address; step 2, once a code may be on its way there, for the code. */
function CodeProof({ suggestedEmail, next }: { suggestedEmail: string; next?: string }) {
  const t = useTranslations('social');
  const { brandName } = useClientConfig();
  const api = useApi();
  const [sentTo, setSentTo] = useState<{ email: string; notice: string }>();
  const [secondsLeft, startCountdown] = useCountdown();

  // The address travels with the code as a hidden value of the code form: the code is checked for it.
  const codeForm = useForm<LinkCodeFormInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/social-link').then((m) => m.linkCodeSchema)),
    defaultValues: { email: '', code: '' },
  });
  const codeStep = useSignInForm(codeForm, (api, values) => api.call('socialLinkCodeVerify', { body: values }), next);

  const send = async (email: string) => {
    const answer = await api.call('socialLinkCodeSend', { body: { email } });
    startCountdown(answer.resendSeconds);
    codeForm.setValue('email', email);
    setSentTo({ email, notice: answer.message });
  };

  const emailForm = useForm<LinkCodeSendInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/social-link').then((m) => m.linkCodeSendSchema)),
    defaultValues: { email: suggestedEmail },
  });
  const emailStep = useApiForm(emailForm, ({ email }) => send(email));
  const resend = useResendCode(() => send(sentTo?.email ?? ''), secondsLeft, {
    label: t('resend'),
    waitingLabel: t('resendIn', { seconds: secondsLeft }),
  });

  if (!sentTo) {
    return (
      <ProofForm title={t('codeHeading')} onSubmit={emailStep.onSubmit}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('codeIntro', { brand: brandName })}</p>
        <FormAlert message={emailStep.formError} />
        <TextField
          label={t('email', { brand: brandName })}
          type="email"
          autoComplete="email"
          error={emailStep.fieldMessage(emailForm.formState.errors.email?.message)}
          {...emailForm.register('email')}
        />
        <SubmitButton busy={emailForm.formState.isSubmitting} busyLabel={t('sending')}>
          {t('sendCode')}
        </SubmitButton>
      </ProofForm>
    );
  }

  const { errors, isSubmitting } = codeForm.formState;
  return (
    <ProofForm title={t('codeHeading')} onSubmit={codeStep.onSubmit}>
      <Notice testId="social-code-sent">{sentTo.notice}</Notice>
      <FormAlert message={codeStep.formError ?? resend.formError} />
      <OneTimeCodeEntry
        field={{ label: t('code'), hint: t('codeHint'), error: codeStep.fieldMessage(errors.code?.message), ...codeForm.register('code') }}
        submit={{ busy: isSubmitting, label: t('confirmCode'), busyLabel: t('linking') }}
        resend={resend.button}
      />
      <button type="button" onClick={() => setSentTo(undefined)} className={linkClass}>
        {t('otherAddress')}
      </button>
    </ProofForm>
  );
}

/** /auth with no provider account waiting (expired, finished, or never begun). */
export function SocialLinkExpired() {
  const t = useTranslations('social');
  return (
    <DeadEnd
      title={t('expiredTitle')}
      notice={t('expiredBody')}
      testId="social-link-expired"
      link={{ href: routePath('login'), label: t('backToLogin') }}
    />
  );
}
