import { z } from 'zod';
import { fraudReportSchema } from '@/lib/validation/fraud-report';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { notificationKeys } from '@/lib/validation/profile';
import { supportNoteSchema } from '@/lib/validation/support';
import { transactionCheckSchema } from '@/lib/validation/transaction-check';
import { messageAnswer } from './common';
import { defineContract, envelope, type Method } from './contract';
import { ORDER_STAGES } from '@/lib/terms/orders';

const amountIn = z.object({ amount: z.string(), currency: z.string() });

/**
 * An order as the public check answers it: what it is, when, the amounts (decimal strings) and the spec's
 * status name. Nothing that identifies the customer, and no reference: anyone may type an address, and a reference
 * names the order to its pages.
 */
export const checkedOrderAnswer = z.object({
  /** An order, or a deposit to a customer's address found by its transaction hash (sends: what arrived, receives: credited). */
  kind: z.enum(['swap', 'card', 'deposit']),
  createdAt: z.string(),
  sends: amountIn,
  receives: amountIn,
  /** Statuses of spec section 4 an order can show: swaps (display statuses) and card purchases (buy statuses). */
  status: z.enum(['Init', 'Pending', 'Process', 'Success', 'Failed', 'BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED']),
  /** A deposit's confirmations so far (at most the required ones) and how many it needs. */
  confirmations: z.object({ count: z.number().int(), required: z.number().int() }).optional(),
  /** A public order's settlement on chain: how far it is, and the transaction that sent its coins once broadcast. */
  settlement: z.object({ stage: z.enum(ORDER_STAGES), txid: z.string().nullable() }).optional(),
});

export const health = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness; bare JSON (no envelope), without touching the database',
  auth: 'none',
  clientToken: false,
  answer: { kind: 'json', schema: z.object({ status: z.literal('ok') }) },
});

export const newsletter = defineContract({
  method: 'POST',
  path: '/api/newsletter/v1/subscribe',
  summary: 'Subscribes an address to the newsletter; the same answer for a new and a known address',
  auth: 'none',
  body: newsletterSchema,
  answer: envelope(messageAnswer),
});

export const fraudReport = defineContract({
  method: 'POST',
  path: '/api/public/v1/fraud-reports',
  summary: '/Report-Fraud: stores the report, e-mails the reporter and answers the reference to quote',
  auth: 'none',
  body: fraudReportSchema,
  answer: envelope(z.object({ reference: z.string() })),
});

export const supportNote = defineContract({
  method: 'POST',
  path: '/api/public/v1/support-notes',
  summary: '/jiranote: a note to support from someone who cannot sign in; the same answer whatever the e-mail',
  auth: 'none',
  body: supportNoteSchema,
  answer: envelope(z.object({ received: z.literal(true) })),
});

export const transactionCheck = defineContract({
  method: 'POST',
  path: '/api/public/v1/transaction-check',
  summary: '/Transaction_Check: the orders of a wallet address or reference (POST keeps the address out of URLs)',
  auth: 'none',
  body: transactionCheckSchema,
  answer: envelope(z.object({ orders: z.array(checkedOrderAnswer) })),
});

export const unsubscribe = defineContract({
  method: 'POST',
  path: '/api/unsubscribe/{id}',
  summary: "An unsubscribe link's one-click POST (RFC 8058): no client token or session, the link is the authority",
  auth: 'none',
  clientToken: false,
  params: z.object({ id: z.string().max(100) }),
  answer: envelope(z.object({ setting: z.enum(notificationKeys) })),
});

const unknownCall = (method: Method) =>
  defineContract({
    method,
    path: '/api/{path}',
    summary: 'Any other path under /api: 404 in the envelope rather than an HTML page',
    auth: 'none',
    clientToken: false,
    answer: envelope(z.never()),
  });

/** The catch-all route answers every method the same way. */
export const unknownCalls = {
  GET: unknownCall('GET'),
  POST: unknownCall('POST'),
  PUT: unknownCall('PUT'),
  PATCH: unknownCall('PATCH'),
  DELETE: unknownCall('DELETE'),
};

export const openApiDocument = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This document: OpenAPI 3.1, generated from the contracts at build',
  auth: 'none',
  clientToken: false,
  answer: { kind: 'json', schema: z.looseObject({ openapi: z.literal('3.1.0') }) },
});
