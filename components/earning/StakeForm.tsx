'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { DoneNotice } from '@/components/ui/DoneNotice';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { formatAsset, fromUnits, scaleOf, toUnits } from '@/lib/money';
import { routePath } from '@/lib/routes';
import { rewardOver } from '@/lib/terms/earning';
import type { StakeInput } from '@/lib/validation/earning';
import type { EarningProductView, StakeReceipt } from '@/lib/views/earning';

/** What the amount typed earns by the product's maturity (a flexible one: in a day) at today's rate; null while it is no amount. */
function estimateOf(product: EarningProductView, typed: string): string | null {
  try {
    const units = toUnits(typed.trim().replace(',', '.'), scaleOf(product.asset), 'down');
    if (units <= 0n) return null;
    return fromUnits(rewardOver(units, Number(toUnits(product.ratePercent, 2)), product.durationDays ?? 1), scaleOf(product.asset));
  } catch {
    return null;
  }
}

/**
 * The stake form: a product, an amount, what it will earn at today's rate and, for a fixed product, the day it unlocks
 * (said before staking: it cannot be unstaked early). One idempotency key per filled-in form.
 */
export function StakeForm({
  products,
  available,
  chosen,
}: {
  products: EarningProductView[];
  available: Record<string, string>;
  chosen?: number;
}) {
  const t = useTranslations('earning.form');
  const term = useTranslations('earning.products');
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const open = products.filter((product) => product.status === 'active');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [staked, setStaked] = useState<StakeReceipt>();
  const form = useForm<StakeInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/earning').then((m) => m.stakeSchema)),
    defaultValues: { product: open.find((product) => product.id === chosen)?.id ?? open[0]?.id, amount: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    setStaked(await api.call('earningStake', { body: values, idempotencyKey }));
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;
  const product = open.find((candidate) => candidate.id === Number(form.watch('product')));
  const estimate = product ? estimateOf(product, form.watch('amount') ?? '') : null;
  const fresh = () => setIdempotencyKey(crypto.randomUUID());

  if (open.length === 0) return <p data-testid="stake-form-closed">{t('noProducts')}</p>;
  if (staked)
    return (
      <DoneNotice
        testId="stake-done"
        link={{ href: routePath('earningStaking'), label: t('toStakes') }}
        againLabel={t('again')}
        onAgain={() => {
          form.reset();
          fresh();
          setStaked(undefined);
        }}
      >
        {t('done', { amount: formatAsset(staked.stake.amount, staked.stake.asset, locale) })}
      </DoneNotice>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" data-testid="stake-form">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <FormAlert message={formError} />
      <SelectField
        label={t('product')}
        options={open.map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.asset} · ${candidate.ratePercent} % · ${
            candidate.durationDays === null ? term('anytime') : term('days', { days: candidate.durationDays })
          }`,
        }))}
        error={fieldMessage(errors.product?.message)}
        {...form.register('product', { valueAsNumber: true, onChange: fresh })}
      />
      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={product ? t('available', { amount: formatAsset(available[product.asset] ?? '0', product.asset, locale) }) : undefined}
        error={fieldMessage(errors.amount?.message)}
        {...form.register('amount', { onChange: fresh })}
      />
      {product && estimate !== null && (
        <p data-testid="stake-estimate" className="text-sm">
          {product.unlocksOn === null
            ? t('estimateFlexible', { reward: formatAsset(estimate, product.asset, locale) })
            : t('estimateFixed', { reward: formatAsset(estimate, product.asset, locale), date: product.unlocksOn })}
        </p>
      )}
      {product?.unlocksOn && (
        <p
          data-testid="stake-lock"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('fixedLock', { date: product.unlocksOn })}
        </p>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('submit')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
