'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { FIAT_CURRENCIES } from '@/lib/money';
import type { BeneficiaryInput } from '@/lib/validation/bank';

/** Saves a bank account to pay out to; the same schema checks IBAN and BIC here and in the handler. */
export function BeneficiaryForm() {
  const t = useTranslations('bank.beneficiaries');
  const api = useApi();
  const router = useRouter();
  const form = useForm<BeneficiaryInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/bank').then((m) => m.beneficiarySchema)),
    defaultValues: { name: '', iban: '', bic: '', currency: 'EUR' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('beneficiaryAdd', { body: values });
    form.reset();
    // The list and the payout form's choice are server-rendered: read them again.
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="beneficiary-form">
      <FormAlert message={formError} />
      <TextField label={t('name')} autoComplete="off" error={fieldMessage(errors.name?.message)} {...form.register('name')} />
      <TextField
        label={t('iban')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldMessage(errors.iban?.message)}
        {...form.register('iban')}
      />
      <TextField
        label={t('bic')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldMessage(errors.bic?.message)}
        {...form.register('bic')}
      />
      <SelectField
        label={t('currency')}
        options={FIAT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        error={fieldMessage(errors.currency?.message)}
        {...form.register('currency')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}
