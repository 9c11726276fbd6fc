import { z } from 'zod';
import { multilineText, requiredText } from './common';

export const MAX_SUBJECT_LENGTH = 150;
export const MAX_BODY_LENGTH = 5_000;

/** A message to support, from /Newmessage; `inReplyTo` links it to the customer's own message it answers. */
export const newMessageSchema = z.object({
  subject: requiredText(MAX_SUBJECT_LENGTH, 'mailbox.validation.subjectTooLong'),
  body: multilineText(MAX_BODY_LENGTH, 'mailbox.validation.bodyTooLong'),
  inReplyTo: z
    .number({ error: 'validation.invalidId' })
    .int({ error: 'validation.invalidId' })
    .min(1, { error: 'validation.invalidId' })
    .max(2_147_483_647, { error: 'validation.invalidId' })
    .optional(),
});
export type NewMessageInput = z.input<typeof newMessageSchema>;
export type NewMessage = z.output<typeof newMessageSchema>;
