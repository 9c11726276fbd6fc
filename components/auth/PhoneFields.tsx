'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';

/** The mobile phone as registration and /userinfo ask for it: the country (its dialling code) picked, the number typed. */
export function PhoneFields({
  countries,
  country,
  phone,
  errors,
}: {
  countries: { value: string; label: string }[];
  country: UseFormRegisterReturn<'phoneCountry'>;
  phone: UseFormRegisterReturn<'phone'>;
  /** Already translated. */
  errors: { phoneCountry?: string; phone?: string };
}) {
  const t = useTranslations('registration');
  return (
    <>
      <SelectField label={t('phoneCountry')} autoComplete="tel-country-code" options={countries} error={errors.phoneCountry} {...country} />
      <TextField
        label={t('phone')}
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={20}
        hint={t('phoneHint')}
        error={errors.phone}
        {...phone}
      />
    </>
  );
}
