'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/client';

/**
 * The footer's sign-up, on every public page. Unlike the other forms it does without react-hook-form and
 * the zod schema in the browser: the two would add some 44 KB of script to every public page. The browser's
 * own e-mail check answers at once; the handler's schema (lib/validation/newsletter.ts) decides, and its
 * field message shows under the field the same way.
 */
export function NewsletterForm() {
  const t = useTranslations();
  const api = useApi();
  const snackbar = useSnackbar();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    if (!field || busy) return;
    setFieldError(undefined);
    setFormError(undefined);
    setConfirmation('');
    const problem = field.value.trim() === '' ? 'validation.required' : field.validity.typeMismatch ? 'validation.email' : undefined;
    if (problem) return refuse(t(problem));
    setBusy(true);
    try {
      const answer = await api.call('newsletter', { body: { email: field.value } });
      field.value = '';
      setConfirmation(answer.message);
    } catch (error) {
      const refusal = error instanceof ApiError ? error : new ApiError(t('errors.unavailable'), 0);
      if (refusal.fieldErrors.email) return refuse(refusal.fieldErrors.email);
      setFormError(refusal.message);
      snackbar.error(refusal.message);
    } finally {
      setBusy(false);
    }
  }

  function refuse(message: string) {
    setFieldError(message);
    input.current?.focus();
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
        {t('site.newsletter.title')}
      </h2>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('site.newsletter.intro')}</p>
      <form noValidate onSubmit={subscribe} className="mt-3 flex flex-col gap-3" data-testid="newsletter-form">
        <FormAlert message={formError} />
        <TextField
          ref={input}
          label={t('site.newsletter.email')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          error={fieldError}
        />
        <SubmitButton busy={busy} busyLabel={t('site.newsletter.submitting')}>
          {t('site.newsletter.submit')}
        </SubmitButton>
        <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-300">
          {confirmation}
        </p>
      </form>
    </section>
  );
}
