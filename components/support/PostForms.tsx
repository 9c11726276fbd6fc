'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useGoTo } from '@/components/payments/useGoTo';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField, TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import type { ReplyFormInput, TicketFormInput } from '@/lib/validation/support';
import { ATTACHMENT_ACCEPT, TICKET_CATEGORIES } from '@/lib/terms/support';
import { routePath } from '@/lib/routes';

/** The form's text fields and its picked files as the multipart body the API reads (`files`, repeated). */
function multipart(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'files') for (const file of Array.from((value as FileList | undefined) ?? [])) body.append('files', file);
    else body.append(name, String(value ?? ''));
  }
  return body;
}

/** The file picker of a post: up to three files, checked by the schema before sending and by the server after. */
function FilesField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const t = useTranslations('support.form');
  return (
    <TextField type="file" multiple accept={ATTACHMENT_ACCEPT} label={t('files')} hint={t('filesHint')} error={error} {...registration} />
  );
}

/** /createissue: category, subject, description and up to three files, sent as multipart; then the new ticket opens. */
export function NewTicketForm() {
  const t = useTranslations('support');
  const api = useApi();
  const goTo = useGoTo();
  const form = useForm<TicketFormInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/support').then((m) => m.ticketFormSchema)),
    defaultValues: { category: '' as TicketFormInput['category'], subject: '', description: '', files: undefined },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const { id } = await api.call('ticketCreate', { form: multipart(values) });
    goTo(routePath('openIssue', { id }));
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4" data-testid="ticket-form" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <SelectField
        label={t('form.category')}
        options={[
          { value: '', label: t('form.categoryPlaceholder') },
          ...TICKET_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
        ]}
        error={fieldMessage(errors.category?.message)}
        {...form.register('category')}
      />
      <TextField label={t('form.subject')} maxLength={150} error={fieldMessage(errors.subject?.message)} {...form.register('subject')} />
      <TextAreaField
        label={t('form.description')}
        maxLength={5000}
        error={fieldMessage(errors.description?.message)}
        {...form.register('description')}
      />
      <FilesField registration={form.register('files')} error={fieldMessage(errors.files?.message)} />
      <SubmitButton busy={isSubmitting} busyLabel={t('form.submitting')}>
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}

/** The reply under a ticket's conversation: text and up to three files; the page then shows it, and the ticket open again. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const t = useTranslations('support');
  const api = useApi();
  const router = useRouter();
  const [sent, setSent] = useState(false);
  const form = useForm<ReplyFormInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/support').then((m) => m.replyFormSchema)),
    defaultValues: { body: '', files: undefined },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('ticketReply', { params: { id: ticketId }, form: multipart(values) });
    form.reset();
    setSent(true);
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby="reply" className="flex flex-col gap-3">
      <h2 id="reply" className="text-lg font-semibold">
        {t('reply.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4" data-testid="reply-form" aria-busy={isSubmitting}>
        <FormAlert message={formError} />
        {sent && (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {t('reply.sent')}
          </p>
        )}
        <TextAreaField
          label={t('reply.body')}
          maxLength={5000}
          error={fieldMessage(errors.body?.message)}
          {...form.register('body', { onChange: () => setSent(false) })}
        />
        <FilesField registration={form.register('files')} error={fieldMessage(errors.files?.message)} />
        <SubmitButton busy={isSubmitting} busyLabel={t('reply.submitting')}>
          {t('reply.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
