'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { Notice } from '@/components/recovery/Notice';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { FormAlert } from '@/components/ui/FormAlert';
import { OneTimeCodeEntry } from '@/components/ui/OneTimeCodeEntry';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { useCountdown } from '@/components/ui/useCountdown';
import { useResendCode } from '@/components/ui/useResendCode';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { ForgotTwoFactorCodeInput, ForgotTwoFactorContact, ForgotTwoFactorSendInput } from '@/lib/validation/forgot-two-factor';
import { routePath } from '@/lib/routes';

const linkClass = 'text-sm text-brand-700 underline dark:text-brand-400';

/**
 * /forgetgoogleauthenticator: phone and e-mail, then the SMS code, then the notice. The answer to step 1 is
 * the same whether or not the pair belongs to an account, so step 2 always follows.
 */
export function ForgotTwoFactorForm() {
  const t = useTranslations('forgotTwoFactor');
  const api = useApi();
  const [contact, setContact] = useState<ForgotTwoFactorContact>();
  const [sentNotice, setSentNotice] = useState('');
  const [done, setDone] = useState('');
  const [secondsLeft, startCountdown] = useCountdown();

  const sendCode = async (values: ForgotTwoFactorContact) => {
    const answer = await api.call('twoFactorForgotSend', { body: values });
    setSentNotice(answer.message);
    startCountdown(answer.resendSeconds);
    setContact(values);
  };

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Notice testId="forgot-2fa-done">{done}</Notice>
        <LocalLink href={routePath('login')} className={linkClass}>
          {t('signIn')}
        </LocalLink>
      </div>
    );
  }
  if (!contact) return <ContactStep onSend={sendCode} />;
  return <CodeStep contact={contact} notice={sentNotice} secondsLeft={secondsLeft} onResend={() => sendCode(contact)} onDone={setDone} />;
}

function ContactStep({ onSend }: { onSend: (values: ForgotTwoFactorContact) => Promise<void> }) {
  const t = useTranslations('forgotTwoFactor');
  const support = useTranslations('support');
  const form = useForm<ForgotTwoFactorSendInput, unknown, ForgotTwoFactorContact>({
    resolver: lazyZodResolver(() => import('@/lib/validation/forgot-two-factor').then((m) => m.forgotTwoFactorSendSchema)),
    defaultValues: { countryCode: '+420', phone: '', email: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, onSend);
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthFormCard title={t('title')} onSubmit={onSubmit}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      <FormAlert message={formError} />
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <TextField
          label={t('countryCode')}
          hint={t('countryCodeHint')}
          inputMode="tel"
          autoComplete="tel-country-code"
          error={fieldMessage(errors.countryCode?.message)}
          {...form.register('countryCode')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel-national"
          autoFocus
          error={fieldMessage(errors.phone?.message)}
          {...form.register('phone')}
        />
      </div>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('sending')}>
        {t('send')}
      </SubmitButton>
      <LocalLink href={routePath('login')} className={linkClass}>
        {t('backToLogin')}
      </LocalLink>
      <LocalLink href={routePath('jiraNote')} className={linkClass}>
        {support('note.link')}
      </LocalLink>
    </AuthFormCard>
  );
}

interface CodeStepProps {
  contact: ForgotTwoFactorContact;
  notice: string;
  secondsLeft: number;
  onResend: () => Promise<void>;
  onDone: (message: string) => void;
}

function CodeStep({ contact, notice, secondsLeft, onResend, onDone }: CodeStepProps) {
  const t = useTranslations('forgotTwoFactor');
  const api = useApi();
  const form = useForm<ForgotTwoFactorCodeInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/forgot-two-factor').then((m) => m.forgotTwoFactorCodeSchema)),
    defaultValues: { code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async ({ code }) => {
    const answer = await api.call('twoFactorForgotReset', { body: { ...contact, code } });
    onDone(answer.message);
  });
  const resend = useResendCode(onResend, secondsLeft, { label: t('resend'), waitingLabel: t('resendIn', { seconds: secondsLeft }) });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthFormCard title={t('title')} onSubmit={onSubmit}>
      <Notice testId="forgot-2fa-sent">{notice}</Notice>
      <FormAlert message={formError ?? resend.formError} />
      <OneTimeCodeEntry
        field={{ label: t('code'), hint: t('codeHint'), error: fieldMessage(errors.code?.message), ...form.register('code') }}
        submit={{ busy: isSubmitting, label: t('reset'), busyLabel: t('resetting') }}
        resend={resend.button}
      />
      <LocalLink href={routePath('login')} className={linkClass}>
        {t('backToLogin')}
      </LocalLink>
    </AuthFormCard>
  );
}
