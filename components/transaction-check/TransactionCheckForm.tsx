'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { TransactionCheckInput } from '@/lib/validation/transaction-check';
import type { CheckedOrder } from '@/lib/views/transaction-check';
import { CheckedOrders } from './CheckedOrders';

/** /Transaction_Check: one field, the matching orders below it; focus moves to the answer so it is read out. */
export function TransactionCheckForm() {
  const t = useTranslations();
  const api = useApi();
  const [answer, setAnswer] = useState<{ query: string; orders: CheckedOrder[] }>();
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<TransactionCheckInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/transaction-check').then((m) => m.transactionCheckSchema)),
    defaultValues: { query: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const { orders } = await api.call('transactionCheck', { body: values });
    setAnswer({ query: values.query.trim(), orders });
  });
  const { errors, isSubmitting } = form.formState;
  // Schema keys of this feature live outside `validation`; fieldMessage translates only that namespace.
  const message = (key?: string) => (key && t.has(key) ? t(key) : fieldMessage(key));

  useEffect(() => answerHeading.current?.focus(), [answer]);

  // A link from the deposit list names its transaction in the fragment (#query=…), which no server log or Referer
  // carries, and the check runs at once; the lookup itself stays a POST.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.hash.slice(1)).get('query');
    if (!linked) return;
    form.setValue('query', linked);
    void onSubmit();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onSubmit}
        noValidate
        role="search"
        aria-label={t('txCheck.title')}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <FormAlert message={formError} />
        <TextField
          label={t('txCheck.queryLabel')}
          hint={t('txCheck.queryHint')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          error={message(errors.query?.message)}
          {...form.register('query')}
        />
        <div className="sm:w-56">
          <SubmitButton busy={isSubmitting} busyLabel={t('txCheck.checking')}>
            {t('txCheck.submit')}
          </SubmitButton>
        </div>
      </form>
      {answer && <CheckedOrders query={answer.query} orders={answer.orders} headingRef={answerHeading} />}
    </div>
  );
}
