'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { ActionButton } from '@/components/ui/ActionButton';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { useApiForm } from '@/components/ui/useApiForm';
import { FIAT_CURRENCIES, formatRate } from '@/lib/money';
import { ALERT_DIRECTIONS } from '@/lib/terms/alerts';
import type { PriceAlertInput } from '@/lib/validation/alerts';
import type { PriceAlertsView, PriceAlertView } from '@/lib/views/alerts';

/** The customer's price alerts (the rates page and Settings): the list with delete, and the form for a new one. */
export function PriceAlerts({ view }: { view: PriceAlertsView }) {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const active = view.alerts.filter((alert) => alert.status === 'active').length;
  const summary = (alert: PriceAlertView) =>
    t(`${alert.direction}Summary`, { asset: alert.asset, price: formatRate(alert.price, alert.currency, locale) });
  const state = (alert: PriceAlertView) => (alert.status === 'done' ? t('stateDone') : alert.armed ? t('stateArmed') : t('stateRearm'));
  return (
    <div className="flex flex-col gap-6">
      {view.alerts.length === 0 ? (
        <EmptyRecords testId="price-alerts-empty">{t('none')}</EmptyRecords>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="price-alerts">
          {view.alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="price-alert">
              <div className="min-w-0">
                <p className="font-medium break-words">{summary(alert)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {alert.repeat ? t('repeating') : t('once')} · {state(alert)}
                </p>
              </div>
              <ActionButton
                action="priceAlertDelete"
                id={alert.id}
                label={t('delete')}
                busyLabel={t('deleting')}
                doneMessage={t('deleted')}
                accessibleName={t('deleteLabel', { summary: summary(alert) })}
              />
            </li>
          ))}
        </ul>
      )}
      {active < view.max && <PriceAlertForm coins={view.coins} />}
    </div>
  );
}

function PriceAlertForm({ coins }: { coins: PriceAlertsView['coins'] }) {
  const t = useTranslations('alerts');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const form = useForm<PriceAlertInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/alerts').then((m) => m.priceAlertSchema)),
    defaultValues: { asset: coins[0]?.symbol ?? '', currency: 'EUR', direction: 'above', price: '', repeat: false },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('priceAlertAdd', { body: values });
    form.reset({ ...values, price: '' });
    snackbar.success(t('added'));
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4" data-testid="price-alert-form">
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('coin')}
          options={coins.map((coin) => ({ value: coin.symbol, label: `${coin.name} (${coin.symbol})` }))}
          error={fieldMessage(errors.asset?.message)}
          {...form.register('asset')}
        />
        <SelectField
          label={t('direction')}
          options={ALERT_DIRECTIONS.map((direction) => ({ value: direction, label: t(direction) }))}
          error={fieldMessage(errors.direction?.message)}
          {...form.register('direction')}
        />
        <TextField
          label={t('price')}
          inputMode="decimal"
          autoComplete="off"
          error={fieldMessage(errors.price?.message)}
          {...form.register('price')}
        />
        <SelectField
          label={t('currency')}
          options={FIAT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          error={fieldMessage(errors.currency?.message)}
          {...form.register('currency')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('repeat')} />
        {t('repeat')}
      </label>
      <SubmitButton busy={isSubmitting} busyLabel={t('adding')}>
        {t('add')}
      </SubmitButton>
    </form>
  );
}
