import { z } from 'zod';
import { DOCUMENT_TYPES_BY_KIND, KYC_DOCUMENT_KINDS, KYC_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@/lib/terms/verification';

const fields = {
  kind: z.enum(KYC_DOCUMENT_KINDS, { error: 'validation.required' }),
  documentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'validation.required' }),
};

/** A passport is an identity document, a utility bill a proof of address: the type must be one of the kind's. */
const typeOfKind = ({ kind, documentType }: { kind: keyof typeof DOCUMENT_TYPES_BY_KIND; documentType: string }) =>
  (DOCUMENT_TYPES_BY_KIND[kind] as readonly string[]).includes(documentType);
const typeOfKindMessage = { path: ['documentType'], error: 'verification.validation.typeOfKind' };

/** The document's kind and type: the multipart fields the handler reads beside the file. */
export const documentUploadSchema = z.object(fields).refine(typeOfKind, typeOfKindMessage);
export type DocumentUploadInput = z.infer<typeof documentUploadSchema>;

/** A file list as a file input gives it, without naming the browser-only FileList type. */
interface PickedFiles {
  length: number;
  [index: number]: { size: number };
}
const oneFile = (value: unknown): value is PickedFiles =>
  typeof value === 'object' && value !== null && (value as { length?: unknown }).length === 1;

/** The form: the same fields and one picked file of at most 10 MB (the server checks the size again, and the bytes). */
export const documentFormSchema = z
  .object({
    ...fields,
    file: z
      .custom<PickedFiles>(oneFile, { error: 'verification.validation.file' })
      .refine((files) => files[0]!.size <= MAX_DOCUMENT_BYTES, { error: 'verification.validation.fileTooLarge' }),
  })
  .refine(typeOfKind, typeOfKindMessage);
export type DocumentFormInput = z.input<typeof documentFormSchema>;
