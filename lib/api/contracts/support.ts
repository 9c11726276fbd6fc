import { z } from 'zod';
import { positiveId } from '@/lib/validation/common';
import { newMessageSchema } from '@/lib/validation/mailbox';
import { replySchema, ticketSchema } from '@/lib/validation/support';
import { documentUploadSchema } from '@/lib/validation/verification';
import { KYC_DOCUMENT_STATUSES } from '@/lib/terms/verification';
import { SUPPORT_TIERS, TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES } from '@/lib/terms/support';
import { idAnswer, instant } from './common';
import { defineContract, envelope, file } from './contract';

const ticketParams = z.object({ id: positiveId });

export const ticketListItem = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  updatedAt: instant,
});

export const ticketListAnswer = z.object({
  page: z.number().int(),
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
  items: z.array(ticketListItem),
});

export const attachmentAnswer = z.object({ id: z.number().int(), originalName: z.string(), sizeBytes: z.number().int(), url: z.string() });

export const ticketPostAnswer = z.object({
  id: z.number().int(),
  author: z.enum(TICKET_AUTHORS),
  /** The operator's name on a support post; null on the customer's own. */
  operatorName: z.string().nullable(),
  body: z.string(),
  createdAt: instant,
  attachments: z.array(attachmentAnswer),
});

export const ticketAnswer = ticketListItem.extend({
  tier: z.enum(SUPPORT_TIERS),
  createdAt: instant,
  /** Oldest first. */
  posts: z.array(ticketPostAnswer),
});

/** What a document upload answers. */
export const uploadedDocumentAnswer = z.object({ id: z.number().int(), status: z.enum(KYC_DOCUMENT_STATUSES) });

export const tickets = defineContract({
  method: 'GET',
  path: '/api/user/v1/tickets',
  summary: "The customer's tickets, the most recently updated first, 20 a page",
  query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
  answer: envelope(ticketListAnswer),
});

export const ticket = defineContract({
  method: 'GET',
  path: '/api/user/v1/tickets/{id}',
  summary: "One of the customer's tickets with its conversation (another customer's: 404)",
  params: ticketParams,
  answer: envelope(ticketAnswer),
});

export const ticketCreate = defineContract({
  method: 'POST',
  path: '/api/user/v1/tickets/create',
  summary: 'Opens a ticket with up to three files',
  form: { fields: ticketSchema, files: { files: 'many' } },
  answer: envelope(idAnswer),
});

export const ticketReply = defineContract({
  method: 'POST',
  path: '/api/user/v1/tickets/{id}/replies',
  summary: "A reply with up to three files to the customer's own ticket, which opens it again",
  params: ticketParams,
  form: { fields: replySchema, files: { files: 'many' } },
  answer: envelope(idAnswer),
});

export const ticketAttachment = defineContract({
  method: 'GET',
  path: '/api/user/v1/tickets/attachments/{id}',
  summary: "A file of one of the customer's own tickets (a download link: no client token)",
  clientToken: false,
  params: ticketParams,
  answer: file(['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], 'The file, as an attachment'),
});

export const message = defineContract({
  method: 'POST',
  path: '/api/user/v1/messages',
  summary: '/Newmessage: a message to support (20 an hour per customer)',
  body: newMessageSchema,
  answer: envelope(idAnswer),
});

export const documentUpload = defineContract({
  method: 'POST',
  path: '/api/user/v1/documents',
  summary: 'Uploads a verification document (`kind`, `documentType` and the document in `file`)',
  form: { fields: documentUploadSchema, files: { file: 'one' } },
  answer: envelope(uploadedDocumentAnswer),
});

export const document = defineContract({
  method: 'GET',
  path: '/api/user/v1/documents/{id}',
  summary: "The customer's own verification document (a download link: no client token)",
  clientToken: false,
  params: z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, { error: 'validation.invalid' })
      .transform(Number),
  }),
  answer: file(['image/jpeg', 'image/png', 'application/pdf'], 'The document, as an attachment'),
});
