import 'server-only';
import type { NextStep } from '@/lib/terms/next-step';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** An amount in a message, formatted for the reader's language only when the message is translated. */
export interface MoneyValue {
  /** An exact decimal string in whole units ("1500", "0.5"). */
  amount: string;
  currency: 'EUR' | 'CZK';
}

/** A moment in a message (until when something is locked), written in the reader's language and one date format. */
export interface InstantValue {
  /** ISO 8601. */
  instant: string;
  /** The reader's zone when the refusal knows who reads it; else that of the language's country. */
  timeZone?: string;
}

/** The values of a message's ICU arguments: plain text, numbers, money or a moment. */
export type MessageValues = Record<string, string | number | MoneyValue | InstantValue>;

/** A message key with the values of its arguments. */
export interface Message {
  key: string;
  values?: MessageValues;
}

/**
 * The one error type of the API: every refusal is an AppError whose status is the HTTP status and whose
 * messageKey names its text in the message files: a bare key is one of `errors` ('emailTaken'), a dotted one
 * names any namespace ('payments.errors.quoteUsed'). Field errors are message keys too. Nothing here is in a
 * language: the handler translates once, into the request's. `literal` is only for texts the legacy contract
 * fixes word for word ("Access Token Not Match!"). `nextStep` names what lifts a refusal of the customer's level or an
 * operator's block, sent as `data.nextStep` for the client to link to.
 */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly messageKey: string,
    readonly extra: {
      fieldErrors?: Record<string, string | Message>;
      retryAfterSeconds?: number;
      literal?: string;
      values?: MessageValues;
      nextStep?: NextStep;
    } = {},
  ) {
    super(extra.literal ?? messageKey);
    this.name = 'AppError';
  }
}

/** The full key of an AppError's message. */
export const messageKeyOf = (error: AppError) => (error.messageKey.includes('.') ? error.messageKey : `errors.${error.messageKey}`);

/** A refusal of one field's value, shown under that field like a schema error. */
export const fieldError = (field: string, key: string, values?: MessageValues) =>
  new AppError(422, 'validationFailed', { fieldErrors: { [field]: { key, values } } });

export const notFound = (key = 'notFound') => new AppError(404, key);

/**
 * Another call of the customer's holds what this one waited for (their lock, their share of the connections) past its
 * bound. Nothing was done: the client sends the same call again in a moment.
 */
export const accountBusy = () => new AppError(409, 'accountBusy', { retryAfterSeconds: 1 });
