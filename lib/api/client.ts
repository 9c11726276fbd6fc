import { CALLS, type CallAnswer, type CallId, type CallInput, type ContractOf } from './calls';
import type { NextStep } from '@/lib/terms/next-step';
import { CLIENT_TOKEN_HEADER, isAccessTokenMismatch, SUCCESS_CODE, type Envelope } from './envelope';

/** A refusal from the API, with its translated message, any per-field messages and the step that lifts it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    readonly nextStep?: NextStep,
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

/** An optional argument where the call sends nothing. */
type InputArgs<K extends CallId> =
  unknown extends CallInput<ContractOf<K>> ? [input?: CallInput<ContractOf<K>>] : [input: CallInput<ContractOf<K>>];

interface SentParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  form?: FormData;
  idempotencyKey?: string;
}

/**
 * The browser side of the legacy contract: the client token and `lang` headers on every call, the
 * session travelling in its HttpOnly cookie, and the envelope's `data` decrypted on the way back. Calls are made
 * by their contract's id (lib/api/contracts): what they send and answer is typed by it.
 */
export function createApiClient(config: ApiClientConfig) {
  async function call<K extends CallId>(id: K, ...[input]: InputArgs<K>): Promise<CallAnswer<K>> {
    const [method, template] = CALLS[id];
    const sent: SentParts = input ?? {};
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sent.params?.[name])));
    const search = sent.query ? `?${new URLSearchParams(Object.entries(sent.query).map(([name, value]) => [name, String(value)]))}` : '';
    let response: Response;
    try {
      response = await fetch(`${path}${search}`, {
        method,
        credentials: 'same-origin',
        headers: {
          // The browser writes a multipart body's Content-Type itself, boundary included.
          ...(sent.form ? {} : { 'Content-Type': 'application/json' }),
          [CLIENT_TOKEN_HEADER]: config.clientToken,
          lang: config.locale,
          ...(sent.idempotencyKey ? { 'Idempotency-Key': sent.idempotencyKey } : {}),
        },
        body: method === 'GET' ? undefined : (sent.form ?? JSON.stringify(sent.body ?? {})),
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
      const refusal = data as { fieldErrors?: Record<string, string>; nextStep?: NextStep } | null;
      throw new ApiError(envelope.message, response.status, refusal?.fieldErrors, refusal?.nextStep);
    }
    return data as CallAnswer<K>;
  }
  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
