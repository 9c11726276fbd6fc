'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { DoneNotice } from '@/components/ui/DoneNotice';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { formatFiat } from '@/lib/money';
import type { VoucherRedeemInput } from '@/lib/validation/vouchers';
import type { VoucherRedemption } from '@/lib/views/vouchers';
import { routePath } from '@/lib/routes';

/**
 * A gift voucher's code and password, credited at once. One idempotency key per filled-in form: a double click or a
 * retry after a lost answer credits the voucher once; a new voucher gets a new key.
 */
export function RedeemVoucherForm() {
  const t = useTranslations('vouchers.redeem');
  const locale = useLocale();
  const api = useApi();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [redeemed, setRedeemed] = useState<VoucherRedemption>();
  const form = useForm<VoucherRedeemInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/vouchers').then((m) => m.voucherRedeemSchema)),
    defaultValues: { code: '', password: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    setRedeemed(await api.call('voucherRedeem', { body: values, idempotencyKey }));
  });
  const { errors, isSubmitting } = form.formState;

  if (redeemed) {
    return (
      <DoneNotice
        testId="voucher-redeemed"
        link={{ href: routePath('account'), label: t('accounts') }}
        againLabel={t('another')}
        onAgain={() => {
          form.reset();
          setIdempotencyKey(crypto.randomUUID());
          setRedeemed(undefined);
        }}
      >
        {t('success', {
          amount: formatFiat(redeemed.amount, redeemed.currency, locale),
          balance: formatFiat(redeemed.balance, redeemed.currency, locale),
        })}
      </DoneNotice>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" data-testid="voucher-form">
      <FormAlert message={formError} />
      <TextField
        label={t('code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldMessage(errors.code?.message)}
        {...form.register('code', { onChange: () => setIdempotencyKey(crypto.randomUUID()) })}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="off"
        error={fieldMessage(errors.password?.message)}
        {...form.register('password', { onChange: () => setIdempotencyKey(crypto.randomUUID()) })}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
