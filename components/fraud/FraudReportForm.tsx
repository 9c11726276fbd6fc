'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { FraudReportInput } from '@/lib/validation/fraud-report';
import { FRAUD_CATEGORIES, MAX_DESCRIPTION_LENGTH } from '@/lib/validation/fraud-report-options';

// The select starts on its placeholder: no category is chosen until the reporter picks one.
const EMPTY: FraudReportInput = {
  name: '',
  email: '',
  phone: '',
  category: '' as FraudReportInput['category'],
  transactionReference: '',
  description: '',
};

/** /Report-Fraud: the report, then its reference on screen (and by e-mail, sent by the server). */
export function FraudReportForm() {
  const t = useTranslations();
  const api = useApi();
  const descriptionId = useId();
  const [received, setReceived] = useState<{ reference: string; email: string }>();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<FraudReportInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/fraud-report').then((m) => m.fraudReportSchema)),
    defaultValues: EMPTY,
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const { reference } = await api.call('fraudReport', { body: values });
    setReceived({ reference, email: values.email.trim() });
  });
  const { errors, isSubmitting } = form.formState;
  // Schema keys of this feature live outside `validation`; fieldMessage translates only that namespace.
  const message = (key?: string) => (key && t.has(key) ? t(key) : fieldMessage(key));
  const descriptionError = message(errors.description?.message);

  useEffect(() => {
    if (received) thanksHeading.current?.focus();
  }, [received]);

  if (received) {
    return (
      <section
        aria-labelledby="fraud-thanks"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
        data-testid="fraud-received"
      >
        <h2 id="fraud-thanks" ref={thanksHeading} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('fraud.thanksTitle')}
        </h2>
        <p className="mt-2">{t('fraud.thanksBody', { reference: received.reference, email: received.email })}</p>
        <p className="mt-2 font-mono text-lg font-semibold" data-testid="fraud-reference">
          {received.reference}
        </p>
        <button
          type="button"
          onClick={() => {
            form.reset(EMPTY);
            setReceived(undefined);
          }}
          className="mt-4 font-semibold text-emerald-900 underline underline-offset-4 dark:text-emerald-100"
        >
          {t('fraud.another')}
        </button>
      </section>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('fraud.title')}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fraud.name')}
          autoComplete="name"
          maxLength={100}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('fraud.email')}
          type="email"
          autoComplete="email"
          hint={t('fraud.emailHint')}
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('fraud.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('fraud.phoneHint')}
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        <SelectField
          label={t('fraud.category')}
          options={[
            { value: '', label: t('fraud.categoryPlaceholder') },
            ...FRAUD_CATEGORIES.map((value) => ({ value, label: t(`fraud.categories.${value}`) })),
          ]}
          error={message(errors.category?.message)}
          {...form.register('category')}
        />
      </div>
      <TextField
        label={t('fraud.transactionReference')}
        autoComplete="off"
        spellCheck={false}
        error={message(errors.transactionReference?.message)}
        {...form.register('transactionReference')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium">
          {t('fraud.descriptionLabel')}
        </label>
        <textarea
          id={descriptionId}
          rows={6}
          maxLength={MAX_DESCRIPTION_LENGTH}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${descriptionId}-${descriptionError ? 'error' : 'hint'}`}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950"
          {...form.register('description')}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            {descriptionError}
          </p>
        ) : (
          <p id={`${descriptionId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('fraud.descriptionHint')}
          </p>
        )}
      </div>
      <div className="sm:w-56">
        <SubmitButton busy={isSubmitting} busyLabel={t('fraud.sending')}>
          {t('fraud.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
