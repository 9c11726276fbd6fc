'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { Notice } from '@/components/recovery/Notice';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField, TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import type { SupportNoteInput } from '@/lib/validation/support';
import { routePath } from '@/lib/routes';

const linkClass = 'text-sm text-brand-700 underline dark:text-brand-400';

/**
 * /jiranote: someone who cannot sign in writes to support. The answer on screen is the same whatever the address (the
 * server says nothing of accounts); support's answer comes by e-mail.
 */
export function SupportNoteForm() {
  const t = useTranslations('support.note');
  const api = useApi();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<SupportNoteInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/support').then((m) => m.supportNoteSchema)),
    defaultValues: { email: '', subject: '', description: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('supportNote', { body: values });
    setSentTo(values.email.trim());
  });
  const { errors, isSubmitting } = form.formState;
  const backToLogin = (
    <LocalLink href={routePath('login')} className={linkClass}>
      {t('backToLogin')}
    </LocalLink>
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('receivedTitle')}</h1>
        <Notice testId="support-note-received">{t('receivedBody', { email: sentTo })}</Notice>
        {backToLogin}
      </div>
    );
  }
  return (
    <AuthFormCard title={t('title')} onSubmit={onSubmit}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      <FormAlert message={formError} />
      <TextField
        type="email"
        autoComplete="email"
        label={t('email')}
        hint={t('emailHint')}
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField label={t('subject')} maxLength={150} error={fieldMessage(errors.subject?.message)} {...form.register('subject')} />
      <TextAreaField
        label={t('description')}
        maxLength={5000}
        error={fieldMessage(errors.description?.message)}
        {...form.register('description')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
      {backToLogin}
    </AuthFormCard>
  );
}
