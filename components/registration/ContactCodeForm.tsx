'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignInForm } from '@/components/auth/useSignInForm';
import { useApi } from '@/components/providers/AppProviders';
import { Notice } from '@/components/recovery/Notice';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { FormAlert } from '@/components/ui/FormAlert';
import { OneTimeCodeEntry } from '@/components/ui/OneTimeCodeEntry';
import { useCountdown } from '@/components/ui/useCountdown';
import { useResendCode } from '@/components/ui/useResendCode';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { ContactStepView } from '@/lib/views/auth';
import type { ContactCodeInput } from '@/lib/validation/auth';
import { routePath } from '@/lib/routes';
import { StepProgress } from './StepProgress';

const TEXTS = {
  email: { title: 'emailTitle', intro: 'emailIntro', progress: 2 },
  phone: { title: 'phoneTitle', intro: 'phoneIntro', progress: 3 },
} as const;

/**
 * /loginemailverify and /loginphoneverify: the code sent to the customer's e-mail or phone, and "resend",
 * which stays disabled (counting down) while the server would refuse it. A good code moves on to the next
 * owed step, or, with none left, to /completeregistration signed in.
 */
export function ContactCodeForm({ view }: { view: ContactStepView }) {
  const t = useTranslations('registration');
  const api = useApi();
  const texts = TEXTS[view.step];
  const [secondsLeft, startCountdown] = useCountdown(view.resendSeconds);
  const [notice, setNotice] = useState('');
  const form = useForm<ContactCodeInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.contactCodeSchema)),
    defaultValues: { code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useSignInForm(
    form,
    (api, values) => api.call('registerCodeVerify', { params: { step: view.step }, body: values }),
    routePath('completeRegistration'),
  );
  const resend = useResendCode(
    async () => {
      setNotice('');
      const answer = await api.call('registerCodeSend', { params: { step: view.step } });
      setNotice(answer.message);
      startCountdown(answer.resendSeconds);
    },
    secondsLeft,
    { label: t('resend'), busyLabel: t('resending'), waitingLabel: t('resendIn', { seconds: secondsLeft }) },
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthFormCard title={t(texts.title)} onSubmit={onSubmit}>
      <StepProgress current={texts.progress} />
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="code-destination">
        {t(texts.intro, { destination: view.destination })} {t('codeValidity', { minutes: view.codeMinutes })}
      </p>
      {notice && <Notice testId="code-sent-again">{notice}</Notice>}
      <FormAlert message={formError ?? resend.formError} />
      <OneTimeCodeEntry
        field={{ label: t('code'), hint: t('codeHint'), error: fieldMessage(errors.code?.message), ...form.register('code') }}
        submit={{ busy: isSubmitting, label: t('verify'), busyLabel: t('verifying') }}
        resend={resend.button}
      />
    </AuthFormCard>
  );
}
