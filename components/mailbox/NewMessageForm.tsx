'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useGoTo } from '@/components/payments/useGoTo';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField, TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH, type NewMessageInput } from '@/lib/validation/mailbox';
import type { NewMessageView } from '@/lib/views/mailbox';
import { routePath } from '@/lib/routes';

/** /Newmessage: the same schema checks the limits here and in the handler; once sent, the customer sees it in the sent folder. */
export function NewMessageForm({ reply }: NewMessageView) {
  const t = useTranslations('mailbox');
  const api = useApi();
  const goTo = useGoTo();
  const form = useForm<NewMessageInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/mailbox').then((m) => m.newMessageSchema)),
    defaultValues: { subject: reply?.subject ?? '', body: '', inReplyTo: reply?.id },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('message', { body: values });
    goTo(`${routePath('outgoingMessage')}?sent=1`);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="new-message-form">
      <FormAlert message={formError} />
      <TextField
        label={t('subject')}
        autoComplete="off"
        maxLength={MAX_SUBJECT_LENGTH}
        error={fieldMessage(errors.subject?.message)}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t('body')}
        rows={8}
        maxLength={MAX_BODY_LENGTH}
        hint={t('bodyHint')}
        error={fieldMessage(errors.body?.message)}
        {...form.register('body')}
      />
      <div className="sm:w-56">
        <SubmitButton busy={isSubmitting} busyLabel={t('sending')}>
          {t('send')}
        </SubmitButton>
      </div>
    </form>
  );
}
