'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useGoTo } from '@/components/payments/useGoTo';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { FIAT_SCALE, formatAsset, formatFiat, fromUnits, scaleOf } from '@/lib/money';
import { routePath } from '@/lib/routes';
import { countryNamer } from '@/lib/countries';
import { cashOrderAmounts, NOT_PAYABLE, payableAtMachine, type CashOrderSide } from '@/lib/terms/cash-orders';
import type { VisitorCashSellInput } from '@/lib/validation/cash-orders';
import type { CashOrderMachine, CoinHolding } from '@/lib/views/cash-orders';

const unique = (values: string[]) => [...new Set(values)];
const serves = (machine: CashOrderMachine, side: CashOrderSide) => (side === 'sell' ? machine.canSell : machine.canBuy);

/** The figures of the order at the rate shown, as the server will place it; null while the sum is no sum of notes. */
function estimateOf(machine: CashOrderMachine | undefined, side: CashOrderSide, asset: string, cash: number) {
  const rate = machine?.rates[asset];
  if (!machine || !rate || !payableAtMachine(machine, cash)) return null;
  const feePercent = side === 'sell' ? machine.sellFeePercent : machine.buyFeePercent;
  const { cryptoAmount, fee } = cashOrderAmounts(side, asset, BigInt(cash) * 10n ** BigInt(FIAT_SCALE), rate, feePercent);
  const scale = scaleOf(asset);
  return {
    rate,
    feePercent,
    crypto: fromUnits(cryptoAmount, scale),
    fee: fromUnits(fee, scale),
    held: fromUnits(cryptoAmount + fee, scale),
  };
}

/**
 * The cash order (spec §2): sell or buy, country → city → a machine in operation that does it → a sum of its notes →
 * the coin, with the rate, the fee and what is held (a sell) or received (a buy). On success the order's page: the
 * withdrawal code (/invoicewithdraw) or the code to show at the machine (/invoice). One idempotency key per form.
 * A customer's sell shows what the customer holds of the coin. A `visitor` (no account) only sells, paying on chain what
 * the form shows as held, and gives an e-mail for the code. Countries by name in the reader's language; each machine
 * with its whole name and address.
 */
export function CashOrderForm({
  machines,
  holdings,
  visitor = false,
}: {
  machines: CashOrderMachine[];
  holdings?: Record<string, CoinHolding>;
  visitor?: boolean;
}) {
  const t = useTranslations('cashOrders.form');
  const tVisitor = useTranslations('cashOrders.visitor');
  const tErrors = useTranslations('cashOrders.errors');
  const locale = useLocale();
  const countryName = useMemo(() => countryNamer(locale), [locale]);
  const api = useApi();
  const goTo = useGoTo();
  const [side, setSide] = useState<CashOrderSide>('sell');
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const fresh = () => setIdempotencyKey(crypto.randomUUID());
  const form = useForm<VisitorCashSellInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/cash-orders').then((m) => m.cashOrderFormSchema(machines, visitor))),
    defaultValues: { atmId: undefined, asset: '', cash: undefined, email: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async ({ email, ...values }) => {
    const order = visitor
      ? await api.call('cashSellVisitor', { body: { ...values, email } })
      : await api.call(side === 'sell' ? 'cashSell' : 'cashBuy', { body: values, idempotencyKey });
    goTo(routePath(side === 'sell' ? 'invoiceWithdraw' : 'invoice', { id: order.id }));
  });
  const { errors, isSubmitting } = form.formState;

  const offered = machines.filter((machine) => serves(machine, side));
  const countries = unique(offered.map((machine) => machine.country));
  const chosenCountry = countries.includes(country) ? country : (countries[0] ?? '');
  const cities = unique(offered.filter((machine) => machine.country === chosenCountry).map((machine) => machine.city));
  const chosenCity = cities.includes(city) ? city : (cities[0] ?? '');
  const here = offered.filter((machine) => machine.country === chosenCountry && machine.city === chosenCity);
  const machine = here.find((candidate) => candidate.id === Number(form.watch('atmId'))) ?? here[0];
  const coins = machine ? Object.keys(machine.rates) : [];
  const asset = coins.includes(form.watch('asset')) ? form.watch('asset') : (coins[0] ?? '');
  const estimate = estimateOf(machine, side, asset, Number(form.watch('cash')));
  const holding = !visitor && side === 'sell' && asset ? (holdings?.[asset] ?? { balance: '0', available: '0' }) : null;
  const cashError =
    errors.cash?.message === NOT_PAYABLE && machine
      ? tErrors('notPayable', { notes: machine.notes.join(', '), min: machine.min, max: machine.max, currency: machine.currency })
      : fieldMessage(errors.cash?.message);
  // What the selects show is what is sent: a choice that fell away (another city) is replaced by the first left.
  useEffect(() => {
    if (machine && Number(form.getValues('atmId')) !== machine.id) form.setValue('atmId', machine.id);
    if (asset && form.getValues('asset') !== asset) form.setValue('asset', asset);
  }, [form, machine, asset]);

  const choose = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    fresh();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" data-testid="cash-order-form">
      <h2 className="text-lg font-semibold">{visitor ? tVisitor('title') : t('title')}</h2>
      {visitor && <p className="text-sm text-slate-600 dark:text-slate-300">{tVisitor('intro')}</p>}
      <FormAlert message={formError} />
      {!visitor && (
        <SelectField
          label={t('side')}
          value={side}
          onChange={choose((value) => setSide(value as CashOrderSide))}
          options={(['sell', 'buy'] as const).map((value) => ({ value, label: t(value) }))}
          data-testid="cash-order-side"
        />
      )}
      {offered.length === 0 ? (
        <p data-testid="cash-order-no-machines">{t('noMachines')}</p>
      ) : (
        <>
          <SelectField
            label={t('country')}
            value={chosenCountry}
            onChange={choose(setCountry)}
            options={countries.map((value) => ({ value, label: countryName(value) }))}
            data-testid="cash-order-country"
          />
          <SelectField
            label={t('city')}
            value={chosenCity}
            onChange={choose(setCity)}
            options={cities.map((value) => ({ value, label: value }))}
          />
          <fieldset className="flex flex-col gap-2" data-testid="cash-order-atm">
            <legend className="mb-1 text-sm font-medium">{t('atm')}</legend>
            {here.map((candidate) => (
              <label
                key={candidate.id}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2 text-sm has-[:checked]:border-brand-700 dark:border-slate-700 dark:has-[:checked]:border-brand-400"
              >
                <input
                  type="radio"
                  name="atmId"
                  className="mt-1"
                  checked={candidate.id === machine?.id}
                  onChange={() => {
                    form.setValue('atmId', candidate.id);
                    fresh();
                  }}
                />
                <span className="min-w-0 break-words">
                  <span className="block font-semibold">{candidate.name}</span>
                  <span className="block text-slate-600 dark:text-slate-300">{candidate.address}</span>
                </span>
              </label>
            ))}
            {errors.atmId?.message && <p className="text-sm text-red-700 dark:text-red-400">{fieldMessage(errors.atmId.message)}</p>}
          </fieldset>
          <TextField
            label={t('cash', { currency: machine?.currency ?? '' })}
            inputMode="numeric"
            autoComplete="off"
            hint={
              machine && t('notes', { notes: machine.notes.join(', '), min: machine.min, max: machine.max, currency: machine.currency })
            }
            error={cashError}
            data-testid="cash-order-cash"
            {...form.register('cash', { valueAsNumber: true, onChange: fresh })}
          />
          <SelectField
            label={t('crypto')}
            options={coins.map((value) => ({ value, label: value }))}
            error={fieldMessage(errors.asset?.message)}
            data-testid="cash-order-asset"
            {...form.register('asset', { onChange: fresh })}
          />
          {holding && (
            <p className="text-sm" data-testid="cash-order-balance">
              {t('balance', {
                balance: formatAsset(holding.balance, asset, locale),
                available: formatAsset(holding.available, asset, locale),
              })}
            </p>
          )}
          {machine && asset && (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="cash-order-estimate">
              <dt>{t('rate')}</dt>
              <dd>{`1 ${asset} = ${formatFiat(machine.rates[asset]!, machine.currency, locale)}`}</dd>
              <dt>{t('fee')}</dt>
              <dd>{`${side === 'sell' ? machine.sellFeePercent : machine.buyFeePercent} %${estimate ? ` · ${formatAsset(estimate.fee, asset, locale)}` : ''}`}</dd>
              {estimate && (
                <>
                  <dt>{t(side === 'sell' ? 'held' : 'receive')}</dt>
                  <dd data-testid="cash-order-crypto">{formatAsset(side === 'sell' ? estimate.held : estimate.crypto, asset, locale)}</dd>
                </>
              )}
            </dl>
          )}
          {visitor && (
            <TextField
              label={tVisitor('email')}
              type="email"
              autoComplete="email"
              error={fieldMessage(errors.email?.message)}
              data-testid="cash-order-email"
              {...form.register('email')}
            />
          )}
          <SubmitButton busy={isSubmitting} busyLabel={t('submit')}>
            {t('submit')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}
