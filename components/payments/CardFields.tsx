'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';

interface CardFieldValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** Card number, expiry and CVC with the browser's card autofill; the test cards listed while the processor is simulated. */
export function CardFields<T extends CardFieldValues>({
  register,
  errors,
  message,
  testCards,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  message: (key: string | undefined) => string | undefined;
  testCards: boolean;
}) {
  const t = useTranslations('payments.card');
  const field = register as unknown as UseFormRegister<CardFieldValues>;
  const error = (name: keyof CardFieldValues) => message((errors as FieldErrors<CardFieldValues>)[name]?.message);
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 text-base font-semibold">{t('legend')}</legend>
      {testCards && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="test-cards">
          {t('testMode')}
        </p>
      )}
      <TextField
        label={t('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        error={error('cardNumber')}
        {...field('cardNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={7}
          error={error('cardExpiry')}
          {...field('cardExpiry')}
        />
        <TextField
          label={t('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={3}
          error={error('cardCvc')}
          {...field('cardCvc')}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('privacy')}</p>
    </fieldset>
  );
}
