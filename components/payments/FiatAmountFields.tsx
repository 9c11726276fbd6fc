'use client';

import { useLocale } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { FiatCurrency, formatFiat } from '@/lib/money';

/** An amount in EUR or CZK with the currency beside it and the allowed range under it. */
export function FiatAmountFields({
  labels,
  amount,
  currency,
  currencies,
  limits,
  errors,
}: {
  labels: { amount: string; currency: string; limits: (range: { min: string; max: string }) => string };
  amount: UseFormRegisterReturn;
  currency: { field: UseFormRegisterReturn; value: string };
  currencies: readonly FiatCurrency[];
  limits: Record<FiatCurrency, { min: number; max: number }>;
  errors: { amount?: string; currency?: string };
}) {
  const locale = useLocale();
  const code = currencies.find((candidate) => candidate === currency.value) ?? currencies[0]!;
  const money = (units: number) => formatFiat(String(units), code, locale);
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <TextField
        label={labels.amount}
        hint={labels.limits({ min: money(limits[code].min), max: money(limits[code].max) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        error={errors.amount}
        {...amount}
      />
      <SelectField
        label={labels.currency}
        options={currencies.map((option) => ({ value: option, label: option }))}
        error={errors.currency}
        {...currency.field}
      />
    </div>
  );
}
