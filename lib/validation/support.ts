import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, TICKET_CATEGORIES } from '@/lib/terms/support';
import { emailField, multilineText, requiredText } from './common';

export const MAX_SUBJECT_LENGTH = 150;
export const MAX_POST_LENGTH = 5000;

const subject = requiredText(MAX_SUBJECT_LENGTH);
const body = multilineText(MAX_POST_LENGTH);

/** A new ticket's fields, the multipart fields the handler reads beside the files. */
export const ticketSchema = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: 'support.validation.category' }),
  subject,
  description: body,
});
export type TicketInput = z.infer<typeof ticketSchema>;

/** A customer's reply: the text beside its files. */
export const replySchema = z.object({ body });
export type ReplyInput = z.infer<typeof replySchema>;

/** /jiranote: someone who cannot sign in writes to support; the answer goes to the e-mail given. */
export const supportNoteSchema = z.object({ email: emailField, subject, description: body });
export type SupportNoteInput = z.input<typeof supportNoteSchema>;
export type SupportNote = z.output<typeof supportNoteSchema>;

/** A file list as a file input gives it, without naming the browser-only FileList type. */
interface PickedFiles {
  length: number;
  [index: number]: { size: number };
}
const isFileList = (value: unknown): value is PickedFiles =>
  typeof value === 'object' && value !== null && typeof (value as { length?: unknown }).length === 'number';

/** The picked files of a form: none to three, each within the size limit (the server checks again, and the bytes). */
const pickedFiles = z
  .custom<PickedFiles>((value) => value === undefined || isFileList(value), { error: 'support.validation.files' })
  .optional()
  .refine((files) => !files || files.length <= MAX_ATTACHMENTS, { error: 'support.validation.tooManyFiles' })
  .refine(
    (files) => !files || Array.from({ length: files.length }, (_, i) => files[i]!).every((file) => file.size <= MAX_ATTACHMENT_BYTES),
    {
      error: 'support.validation.fileTooLarge',
    },
  );

export const ticketFormSchema = ticketSchema.extend({ files: pickedFiles });
export type TicketFormInput = z.input<typeof ticketFormSchema>;

export const replyFormSchema = replySchema.extend({ files: pickedFiles });
export type ReplyFormInput = z.input<typeof replyFormSchema>;
