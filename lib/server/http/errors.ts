import 'server-only';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * The one error type of the API: every refusal is an AppError whose status is the HTTP status and
 * whose messageKey names a text under `errors` in the message files, so the client reads it in its
 * own language. `literal` is for texts the legacy contract fixes word for word.
 */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly messageKey: string,
    readonly extra: {
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
      literal?: string;
      /** Values of the message's ICU arguments, e.g. the wait of `tooManyAttempts`. */
      values?: Record<string, string | number>;
    } = {},
  ) {
    super(extra.literal ?? messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'badRequest') => new AppError(400, key);
export const unauthorized = (key = 'signInRequired') => new AppError(401, key);
export const forbidden = (key = 'forbidden') => new AppError(403, key);
export const notFound = (key = 'notFound') => new AppError(404, key);
export const conflict = (key: string) => new AppError(409, key);
