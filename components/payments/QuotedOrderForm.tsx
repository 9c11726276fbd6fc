'use client';

import type { ReactNode } from 'react';
import { useFormState, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { QuotePanel, type QuoteRow } from '@/components/payments/QuotePanel';
import { useGoTo } from '@/components/payments/useGoTo';
import { useQuote } from '@/components/payments/useQuote';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';

/** What the order's own fields need to show their errors. */
export interface OrderFieldsState<T extends FieldValues> {
  errors: FieldErrors<T>;
  fieldMessage: (message: string | undefined) => string | undefined;
}

/** The coins such an order offers, each named by its symbol and its name ("BTC · Bitcoin"). */
export const coinOptions = (coins: readonly { symbol: string; name: string }[]) =>
  coins.map((coin) => ({ value: coin.symbol, label: `${coin.symbol} · ${coin.name}` }));

/**
 * An order for a coin sent to an address, made from a live quote (the swap, buying by card): the order's own fields,
 * the address the coin goes to, the e-mail for the receipt, then the button; the quote beside them. The quote is asked
 * again whenever `quoteInput` settles to another value (null while the fields do not make one yet), and the order is
 * placed with the quote's token, so it gets exactly the figures shown; its reference opens the page `next` names.
 */
export function QuotedOrderForm<T extends FieldValues & { email: string }, I, Q extends { quote: string; ttlSeconds: number }>({
  form,
  testId,
  quoteInput,
  askQuote,
  placeOrder,
  next,
  fields,
  address,
  email,
  after,
  submit,
  rows,
}: {
  form: UseFormReturn<T>;
  testId: string;
  quoteInput: I | null;
  askQuote: (input: I) => Promise<Q>;
  placeOrder: (values: T, quote: string) => Promise<{ reference: string }>;
  next: (reference: string) => string;
  /** The fields above the address (the amount, the coins). */
  fields: (state: OrderFieldsState<T>) => ReactNode;
  /** The address field and its words for the coin chosen. */
  address: { name: Path<T>; label: string; hint?: string };
  email: { label: string; hint: string };
  /** What stands between the e-mail and the button (the card's fields, a note on the limits). */
  after: (state: OrderFieldsState<T>) => ReactNode;
  /** The button's words, which may name the quote's figure, and its words while the order is being placed. */
  submit: { label: (quote: Q | undefined) => string; busyLabel: string };
  rows: (quote: Q) => QuoteRow[];
}) {
  const goTo = useGoTo();
  const state = useQuote(quoteInput, askQuote);
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const { reference } = await state.order((quote) => placeOrder(values, quote));
    goTo(next(reference));
  });
  const formState = useFormState({ control: form.control });
  const { errors, isSubmitting } = formState;
  const fieldsState = { errors, fieldMessage };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={testId}>
        <FormAlert message={formError} />
        {fields(fieldsState)}
        <TextField
          label={address.label}
          hint={address.hint}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          error={fieldMessage(form.getFieldState(address.name, formState).error?.message)}
          {...form.register(address.name)}
        />
        <TextField
          label={email.label}
          hint={email.hint}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={fieldMessage(form.getFieldState('email' as Path<T>, formState).error?.message)}
          {...form.register('email' as Path<T>)}
        />
        {after(fieldsState)}
        <SubmitButton busy={isSubmitting} busyLabel={submit.busyLabel}>
          {submit.label(state.quote)}
        </SubmitButton>
        {isSubmitting && (
          <p role="status" className="sr-only">
            {submit.busyLabel}
          </p>
        )}
      </form>
      <QuotePanel state={state} rows={rows} />
    </div>
  );
}
