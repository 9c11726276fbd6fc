'use client';

import { useTranslations } from 'next-intl';
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
import type { DocumentFormInput } from '@/lib/validation/verification';
import { type UploadedDocument } from '@/lib/views/verification';
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES_BY_KIND, KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@/lib/terms/verification';
import { routePath } from '@/lib/routes';

/**
 * A verification document: what it proves, its type (the kind's types only) and the file, sent as multipart. The
 * server decides by the file's bytes; the form only spares a round trip for a missing or too large file.
 */
export function UploadDocumentForm({ suggestedKind }: { suggestedKind: KycDocumentKind }) {
  const t = useTranslations('verification');
  const api = useApi();
  const router = useRouter();
  const [uploaded, setUploaded] = useState<UploadedDocument>();
  const form = useForm<DocumentFormInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/verification').then((m) => m.documentFormSchema)),
    defaultValues: { kind: suggestedKind, documentType: DOCUMENT_TYPES_BY_KIND[suggestedKind][0], file: undefined },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async ({ kind, documentType, file }) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('documentType', documentType);
    body.append('file', (file as unknown as FileList)[0]!);
    setUploaded(await api.call('documentUpload', { form: body }));
    // The next step on this page now says the document is being reviewed.
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');

  if (uploaded) {
    return (
      <DoneNotice
        testId="document-uploaded"
        link={{ href: routePath('files'), label: t('upload.files') }}
        againLabel={t('upload.another')}
        onAgain={() => {
          form.reset();
          setUploaded(undefined);
        }}
      >
        {t('upload.success')}
      </DoneNotice>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" data-testid="document-form" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <SelectField
        label={t('upload.kind')}
        options={KYC_DOCUMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        error={fieldMessage(errors.kind?.message)}
        {...form.register('kind', {
          onChange: (event: { target: { value: KycDocumentKind } }) =>
            form.setValue('documentType', DOCUMENT_TYPES_BY_KIND[event.target.value][0]),
        })}
      />
      <SelectField
        label={t('upload.documentType')}
        options={DOCUMENT_TYPES_BY_KIND[kind].map((value) => ({ value, label: t(`types.${value}`) }))}
        error={fieldMessage(errors.documentType?.message)}
        {...form.register('documentType')}
      />
      <TextField
        type="file"
        accept={DOCUMENT_ACCEPT}
        label={t('upload.file')}
        hint={t('upload.intro')}
        error={fieldMessage(errors.file?.message)}
        {...form.register('file')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('upload.submitting')}>
        {t('upload.submit')}
      </SubmitButton>
    </form>
  );
}
