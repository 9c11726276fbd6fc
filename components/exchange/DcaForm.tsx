'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { DCA_LIMITS, DCA_PERIODS, dcaOrderSchema, WEEKDAYS, weekdayDate } from '@/lib/validation/exchange';
import type { ExchangePageView } from '@/lib/views/exchange';

interface Values {
  pair: string;
  amount: string;
  period: (typeof DCA_PERIODS)[number];
  times: string[];
  weekdays: string[];
  /** "1, 15, 31". */
  monthDays: string;
  comment: string;
}

const weekdayName = (day: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(day));
const noSubscription = () => () => {};
/** The browser's zone; the server renders UTC, which the browser's own replaces as it hydrates. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A new recurring buy. The body is checked with the handler's own schema before it is sent, so the "more than 5 dates"
 * and time rules read the same here as from the server; the times are the browser's zone, named on the form.
 */
export function DcaForm({ view }: { view: ExchangePageView }) {
  const t = useTranslations('exchange.dca');
  const api = useApi();
  const router = useRouter();
  const snackbar = useSnackbar();
  const locale = useLocale();
  const timeZone = useSyncExternalStore(noSubscription, browserZone, () => 'UTC');
  const form = useForm<Values>({
    defaultValues: { pair: 'BTC-EUR', amount: '', period: 'day', times: ['09:00', '', ''], weekdays: [], monthDays: '', comment: '' },
  });
  const period = form.watch('period');
  const pair = view.pairs.find((candidate) => candidate.symbol === form.watch('pair')) ?? view.pairs[0]!;

  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const parsed = dcaOrderSchema.safeParse({
      pair: values.pair,
      amount: values.amount.trim().replace(',', '.'),
      period: values.period,
      times: values.times.slice(0, values.period === 'day' ? DCA_LIMITS.times : 1).filter((time) => time !== ''),
      weekdays: values.period === 'week' ? values.weekdays.map(Number) : [],
      monthDays:
        values.period === 'month'
          ? values.monthDays
              .split(/[\s,;]+/)
              .filter(Boolean)
              .map(Number)
          : [],
      timeZone,
      comment: values.comment,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as Path<Values>, { type: 'schema', message: issue.message });
      return;
    }
    const created = await api.call('dcaCreate', { body: parsed.data });
    snackbar.success(t('form.created', { id: created.id }));
    form.reset();
    router.refresh();
  });

  const error = (field: keyof Values) => fieldMessage(form.formState.errors[field]?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4" data-testid="dca-form">
      <h3 className="text-base font-bold">{t('form.title')}</h3>
      <FormAlert message={formError} />
      <SelectField
        label={t('columns.pair')}
        options={view.pairs.map((candidate) => ({ value: candidate.symbol, label: candidate.symbol.replace('-', ' / ') }))}
        {...form.register('pair')}
      />
      <TextField
        label={t('form.amount', { asset: pair.quote })}
        inputMode="decimal"
        autoComplete="off"
        error={error('amount')}
        {...form.register('amount')}
      />
      <SelectField
        label={t('form.period')}
        options={DCA_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        {...form.register('period')}
      />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">{t('form.times')}</legend>
        {(period === 'day' ? [0, 1, 2] : [0]).map((index) => (
          <TextField key={index} label={t('form.time', { n: index + 1 })} type="time" {...form.register(`times.${index}`)} />
        ))}
        {error('times') && (
          <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
            {error('times')}
          </p>
        )}
      </fieldset>
      {period === 'week' && (
        <fieldset className="flex flex-wrap gap-3" aria-describedby={error('weekdays') ? 'dca-weekdays-error' : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('form.weekdays')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1 text-sm">
              <input type="checkbox" value={String(day)} {...form.register('weekdays')} />
              {weekdayName(day, locale)}
            </label>
          ))}
          {error('weekdays') && (
            <p id="dca-weekdays-error" role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
              {error('weekdays')}
            </p>
          )}
        </fieldset>
      )}
      {period === 'month' && (
        <TextField
          label={t('form.monthDays')}
          hint={t('form.monthEnd')}
          inputMode="numeric"
          autoComplete="off"
          error={error('monthDays')}
          {...form.register('monthDays')}
        />
      )}
      <TextField label={t('form.comment')} autoComplete="off" error={error('comment')} {...form.register('comment')} />
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="dca-time-zone">
        {t('form.timeZone', { zone: timeZone })}
      </p>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('form.creating')}>
        {t('form.create')}
      </SubmitButton>
    </form>
  );
}
