import { NextRequest } from 'next/server';
import type { Envelope } from '@/lib/api/envelope';
import { decodeEnvelopeData } from '@/lib/api/envelope-codec';
import { env } from '@/lib/env';

export type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  params?: Record<string, string>;
  body?: unknown;
  /** Sent as is; a stream goes out chunked, with no Content-Length, the way a client can hide a body's size. */
  rawBody?: string | ReadableStream<Uint8Array>;
  token?: string;
  cookie?: string;
  clientToken?: string | null;
  headers?: Record<string, string>;
}

/** Calls a route handler the way the legacy client does: client token, Bearer token, JSON (or multipart for a FormData body). */
export async function callApi(handler: Handler, path: string, options: CallOptions = {}) {
  // A FormData body gets its multipart Content-Type, boundary included, from the request itself.
  const multipart = options.body instanceof FormData;
  const headers: Record<string, string> = {
    ...(multipart ? {} : { 'content-type': 'application/json' }),
    host: 'localhost:3000',
    ...options.headers,
  };
  const clientToken = options.clientToken === undefined ? env().CLIENT_TOKEN : options.clientToken;
  if (clientToken !== null) headers.clienttoken = clientToken;
  if (options.token) headers.accesstoken = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const body =
    options.rawBody ?? (multipart ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body));
  const streamed = body instanceof ReadableStream ? { duplex: 'half' as const } : {};
  const request = new NextRequest(`http://localhost:3000/api/${path}`, { method: options.method ?? 'GET', headers, body, ...streamed });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const envelope = (await response.json()) as Envelope;
  const data = envelope.data ? decodeEnvelopeData<unknown>(envelope.data, env().ENVELOPE_KEY) : null;
  return { status: response.status, envelope, data: data as any, response };
}

/** A page or server function answered Next's notFound(): what a reader without the right to the record meets. */
export const expectNotFound = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ digest: expect.stringMatching(/404/) as unknown as string });
