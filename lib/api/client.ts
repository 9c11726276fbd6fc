import { isAccessTokenMismatch, SUCCESS_CODE, type Envelope } from './envelope';

/** A refusal from the API, with its translated message and any per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get tokenMismatch(): boolean {
    return isAccessTokenMismatch(this.message);
  }
}

export interface ApiClientConfig {
  clientToken: string;
  envelopeKey: string;
  locale: string;
  networkErrorMessage: string;
}

/**
 * The browser side of the legacy contract: the client token and `lang` headers on every call, the
 * session travelling in its HttpOnly cookie, and the envelope's `data` decrypted on the way back.
 */
export function createApiClient(config: ApiClientConfig) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    let response: Response;
    // The browser writes a multipart body's Content-Type itself, boundary included.
    const multipart = body instanceof FormData;
    try {
      response = await fetch(`/api/${path}`, {
        method,
        credentials: 'same-origin',
        headers: {
          ...(multipart ? {} : { 'Content-Type': 'application/json' }),
          clienttoken: config.clientToken,
          lang: config.locale,
          ...extraHeaders,
        },
        body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(config.networkErrorMessage, 0);
    }
    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      throw new ApiError(config.networkErrorMessage, response.status);
    }
    const data = envelope.data ? (await import('./envelope-codec')).decodeEnvelopeData<unknown>(envelope.data, config.envelopeKey) : null;
    if (envelope.code !== SUCCESS_CODE) {
      const fieldErrors = (data as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
      throw new ApiError(envelope.message, response.status, fieldErrors);
    }
    return data as T;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    /** `headers` adds to the contract's, e.g. the Idempotency-Key of a call that moves money. */
    post: <T>(path: string, body: unknown = {}, headers?: Record<string, string>) => call<T>('POST', path, body, headers),
    upload: <T>(path: string, form: FormData) => call<T>('POST', path, form),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
