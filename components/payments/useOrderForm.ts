'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useApiForm } from '@/components/ui/useApiForm';

const ORDER_MESSAGE = /^(payments|swap|cardOrder|voucher)\./;

/**
 * useApiForm for the order forms, whose schemas also speak in keys of the order namespaces
 * (payments.validation.*, swap.validation.*) beside the shared validation.* ones.
 */
export function useOrderForm<T extends FieldValues>(form: UseFormReturn<T>, submit: (values: T) => Promise<void>) {
  const t = useTranslations();
  const { onSubmit, fieldMessage, formError } = useApiForm(form, submit);
  const message = useCallback(
    (key: string | undefined) => (key && ORDER_MESSAGE.test(key) ? t(key as 'payments.validation.amount') : fieldMessage(key)),
    [t, fieldMessage],
  );
  return { onSubmit, fieldMessage: message, formError };
}
