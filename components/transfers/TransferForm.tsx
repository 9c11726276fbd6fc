'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { FIAT_CURRENCIES, formatFiat } from '@/lib/money';
import type { UserTransferInput } from '@/lib/validation/transfers';
import type { TransferFormView } from '@/lib/views/transfers';
import { routePath } from '@/lib/routes';

/**
 * The first step of a transfer to another customer: the preview call checks the recipient and the amount on the
 * server (a refusal shows under its field), then the confirmation page shows the figures.
 */
export function TransferForm({ view }: { view: TransferFormView }) {
  const t = useTranslations('transfers');
  const tLimits = useTranslations('limits');
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const localized = useLocalizedPath();
  const form = useForm<UserTransferInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/transfers').then((m) => m.userTransferSchema)),
    defaultValues: view.initial,
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const { quote } = await api.call('userTransferPreview', { body: values });
    const fields = { recipient: values.recipient, currency: values.currency, amount: values.amount.trim(), quote };
    router.push(localized(`${routePath('transferDetails')}?${new URLSearchParams(fields)}`));
  });
  const { errors, isSubmitting } = form.formState;
  const currency = form.watch('currency');

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" data-testid="transfer-form">
      <FormAlert message={formError} />
      <TextField
        label={t('recipient')}
        autoComplete="off"
        error={fieldMessage(errors.recipient?.message)}
        {...form.register('recipient')}
      />
      <SelectField
        label={t('currency')}
        options={FIAT_CURRENCIES.map((code) => ({ value: code, label: code }))}
        error={fieldMessage(errors.currency?.message)}
        {...form.register('currency')}
      />
      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('available', { amount: formatFiat(view.available[currency] ?? '0', currency, locale) })}
        error={fieldMessage(errors.amount?.message)}
        {...form.register('amount')}
      />
      {view.limit && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="transfer-limit">
          {tLimits(`remaining.${view.limit.period}`, { remaining: formatFiat(view.limit.remaining, 'EUR', locale) })}
        </p>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('continue')}>
        {t('continue')}
      </SubmitButton>
    </form>
  );
}
