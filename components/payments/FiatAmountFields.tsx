'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { FiatCurrency } from '@/lib/money';

/** An amount in EUR or CZK with the currency beside it and the allowed range for that currency (`rangeHint`) under it. */
export function FiatAmountFields({
  labels,
  amount,
  currency,
  currencies,
  rangeHint,
  errors,
}: {
  labels: { amount: string; currency: string };
  amount: UseFormRegisterReturn;
  currency: { field: UseFormRegisterReturn; value: string };
  currencies: readonly FiatCurrency[];
  rangeHint: string;
  errors: { amount?: string; currency?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <TextField
        label={labels.amount}
        hint={rangeHint}
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
