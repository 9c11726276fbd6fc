import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { AnswerInput, ApiContract, Auth, Parsed } from '@/lib/api/contracts/contract';
import { ACCESS_TOKEN_MISMATCH, CLIENT_TOKEN_HEADER, SUCCESS_CODE, type Envelope } from '@/lib/api/envelope';
import { LOCALE_COOKIE } from '@/lib/cookie-names';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { accountBusy, AppError, clientIp, requestLocale, sessionCookieName, sessionCookieOptions } from '@/lib/server/core';
import { lookupSession, type SessionContext, type SessionState, toUserRecord } from '@/lib/server/auth';
import { asCustomer, asSessionHolder, isShareTimeout } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { maintenanceInForce } from '@/lib/server/maintenance';
import { translateError, type Translator, translatorFor } from '@/lib/server/i18n';
import { mustSetUpSecondFactor } from '@/lib/session/security-step';
import { idempotencyKeySchema } from '@/lib/validation/transfers';
import { readBodyCapped } from './body';
import { encryptEnvelopeData } from './envelope-cipher';

interface BaseContext<P, B, Q> {
  request: NextRequest;
  locale: Locale;
  t: Translator;
  params: P;
  query: Q;
  body: B;
  ip: string | null;
  userAgent: string | null;
  /**
   * Cookie changes to send with a successful answer: the session's, or another short-lived cookie of ours
   * (same attributes: HttpOnly, SameSite=Lax, path /, Secure outside localhost).
   */
  cookies: {
    setSession(token: string, expires: Date): void;
    clearSession(): void;
    set(name: string, value: string, expires: Date): void;
    clear(name: string): void;
  };
}

type Context<A extends Auth, P, B, Q> = BaseContext<P, B, Q> &
  (A extends 'none' ? { session?: undefined } : A extends 'optional' ? { session?: SessionContext } : { session: SessionContext });

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A contract that says `idempotencyKey: true` hands its handler the key; any other has none to read. */
type KeyOf<C extends ApiContract> = C extends { idempotencyKey: true } ? { idempotencyKey: string } : unknown;

type ContextOf<C extends ApiContract> = Context<
  C extends { auth: infer A extends Auth } ? A : 'session',
  Parsed<C['params']>,
  Parsed<C['body']>,
  Parsed<C['query']>
> &
  KeyOf<C>;

/** A route handler that carries its contract, so the route enumeration test can hold the two together. */
export type ContractHandler<C extends ApiContract> = ((request: NextRequest, routeContext: RouteContext) => Promise<Response>) & {
  contract: C;
};

/**
 * The one wrapper every API route goes through: client token, Origin check for writes, session, zod on
 * params and body, the `{code, message, data}` envelope and the mapping of every failure to a status
 * and a translated message. Nothing escapes as a 500 or a stack trace. The contract (lib/api/contracts) says
 * what the call takes and answers; the handler's answer is typed by it.
 */
export function apiHandler<const C extends ApiContract>(
  contract: C,
  run: (ctx: ContextOf<NoInfer<C>>) => Promise<AnswerInput<NoInfer<C>>>,
): ContractHandler<C> {
  const auth = contract.auth ?? 'session';
  const handler = async (request: NextRequest, routeContext: RouteContext): Promise<Response> => {
    const locale = requestLocale(request.headers, request.cookies.get(LOCALE_COOKIE)?.value);
    const t = translatorFor(locale);
    const cookieChanges: ((response: NextResponse) => void)[] = [];
    const host = request.headers.get('host');
    const setCookie = (name: string, value: string, expires: Date) =>
      cookieChanges.push((res) => res.cookies.set(name, value, sessionCookieOptions(host, expires)));
    try {
      // Maintenance holds every call (health has its own handler, the operator's CLI no HTTP), before any work.
      const maintenance = await maintenanceInForce();
      if (maintenance) {
        throw new AppError(503, 'maintenance.apiRefusal', {
          retryAfterSeconds: maintenance.retryAfterSeconds,
          values: { message: maintenance.message },
        });
      }
      if (contract.clientToken !== false && request.headers.get(CLIENT_TOKEN_HEADER) !== env().CLIENT_TOKEN) {
        throw new AppError(403, 'clientToken');
      }
      if (STATE_CHANGING.has(request.method) && !isSameOrigin(request)) {
        throw new AppError(403, 'crossSite');
      }
      const sessionToken = sessionTokenOf(request);
      const session = sessionToken
        ? await asSessionHolder(sessionToken, () => sessionFor(sessionToken, auth))
        : await sessionFor(undefined, auth);
      // A public form's optional session is not needed to use it: the step cannot be skipped there.
      const customerArea = session?.state === 'active' && auth !== 'optional';
      // An account a social sign-in opened reaches nothing but /userinfo's save until its details are in.
      if (customerArea && session.user.detailsOwed && contract.duringUserInfoStep !== 'allowed') {
        throw new AppError(403, 'userInfoRequired');
      }
      if (customerArea && contract.duringSecurityStep !== 'allowed' && mustSetUpSecondFactor(toUserRecord(session.user))) {
        throw new AppError(403, 'securityStepRequired');
      }
      const params = contract.params ? await parseOrThrow(contract.params, await routeContext.params, 400) : undefined;
      const query = contract.query ? await parseOrThrow(contract.query, Object.fromEntries(request.nextUrl.searchParams), 400) : undefined;
      const body = contract.body ? await parseOrThrow(contract.body, await readJson(request), 422) : undefined;
      const idempotencyKey = contract.idempotencyKey ? idempotencyKeyOf(request.headers) : undefined;
      const ctx = {
        request,
        locale,
        t,
        params,
        query,
        body,
        idempotencyKey,
        session,
        ip: clientIp(request.headers),
        userAgent: request.headers.get('user-agent'),
        cookies: {
          setSession: (token: string, expires: Date) => setCookie(sessionCookieName(host), token, expires),
          clearSession: () => setCookie(sessionCookieName(host), '', new Date(0)),
          set: setCookie,
          clear: (name: string) => setCookie(name, '', new Date(0)),
        },
      } as unknown as ContextOf<C>;
      // A signed-in customer's call works on their share of the connections: their burst leaves the rest to others.
      const data: unknown = session ? await asCustomer(session.user.id, () => run(ctx)) : await run(ctx);
      // A file (the avatar) or a redirect (social sign-in) is its own answer; only refusals use the envelope.
      if (data instanceof Response) {
        if (data instanceof NextResponse) for (const change of cookieChanges) change(data);
        return data;
      }
      if (CHECK_ANSWERS) assertAnswerFits(contract, data);
      return envelope(
        200,
        { code: SUCCESS_CODE, message: successMessage(locale), data: encryptEnvelopeData(data, env().ENVELOPE_KEY) },
        cookieChanges,
      );
    } catch (error) {
      if (error instanceof ContractViolation) throw error;
      return errorResponse(error, locale);
    }
  };
  return Object.assign(handler, { contract });
}

/**
 * Under Jest every answer a test provokes is held to its contract, so a handler and its documented answer cannot
 * drift apart unnoticed. Production does not pay for the check.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

class ContractViolation extends Error {
  name = 'ContractViolation';
}

/** The answer as the client receives it (JSON) must parse with the contract's schema and lose nothing in doing so. */
function assertAnswerFits(contract: ApiContract, data: unknown) {
  const where = `${contract.method} ${contract.path}`;
  if (contract.answer.kind !== 'envelope') throw new ContractViolation(`${where} answered JSON, its contract a ${contract.answer.kind}`);
  const sent: unknown = JSON.parse(JSON.stringify(data ?? null));
  const parsed = contract.answer.data.safeParse(sent);
  if (!parsed.success) throw new ContractViolation(`${where} answered outside its contract: ${z.prettifyError(parsed.error)}`);
  if (!isDeepStrictEqual(parsed.data, sent)) {
    throw new ContractViolation(`${where} answered fields its contract does not list: ${JSON.stringify(sent)}`);
  }
}

/** The legacy client's `accesstoken: Bearer …` header, else the browser's session cookie. */
export function sessionTokenOf(request: NextRequest): string | undefined {
  const bearer = request.headers
    .get('accesstoken')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return bearer || request.cookies.get(sessionCookieName(request.headers.get('host')))?.value;
}

async function sessionFor(token: string | undefined, auth: Auth): Promise<SessionContext | undefined> {
  if (auth === 'none') return undefined;
  if (auth === 'optional') {
    const lookup = await lookupSession(token);
    return lookup.ok && lookup.session.state === 'active' ? lookup.session : undefined;
  }
  return requireSession(token, auth === 'pending' ? 'pending' : 'active');
}

async function requireSession(token: string | undefined, state: SessionState): Promise<SessionContext> {
  const lookup = await lookupSession(token);
  if (!lookup.ok) {
    throw lookup.reason === 'missing'
      ? new AppError(401, 'signInRequired')
      : new AppError(401, 'tokenMismatch', { literal: ACCESS_TOKEN_MISMATCH });
  }
  if (lookup.session.state !== state) throw new AppError(401, state === 'active' ? 'secondFactorRequired' : 'secondFactorNotPending');
  return lookup.session;
}

function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  // Browsers send Origin on every cross-site write; its absence means a non-browser client, which the
  // client token and the missing cookie (SameSite=Lax) already stop.
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.get('host');
  } catch {
    return false;
  }
}

/** The Idempotency-Key header every call that moves money must carry (400 without a usable one). */
function idempotencyKeyOf(headers: Headers): string {
  const parsed = idempotencyKeySchema.safeParse(headers.get('idempotency-key') ?? '');
  if (!parsed.success) throw new AppError(400, 'ledger.errors.idempotencyKeyRequired');
  return parsed.data;
}

/** JSON bodies are small forms; the cap holds on routes anyone may call (sign-in, orders) before any check of the sender. */
const MAX_JSON_BYTES = 64 * 1024;

async function readJson(request: NextRequest): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyCapped(request, MAX_JSON_BYTES, () => new AppError(413, 'payloadTooLarge')));
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'malformedJson');
  }
}

/** The parsed input, or the refusal naming each field's message key (400 for parameters, 422 for a body or form fields). */
export async function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 422): Promise<z.output<S>> {
  const result = parsedSyncIfPossible(schema, input) ?? (await schema.safeParseAsync(input));
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  }
  throw new AppError(status, status === 400 ? 'badRequest' : 'validationFailed', { fieldErrors });
}

/**
 * Every schema of ours parses synchronously, which spares the 5 s polls the promise per step of an asynchronous
 * parse; one with an asynchronous refinement (zod says so by throwing) is left to safeParseAsync.
 */
function parsedSyncIfPossible<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> | undefined {
  try {
    return schema.safeParse(input);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return undefined;
    throw error;
  }
}

/** When a client may come back after the database was unreachable or out of connections: a restart takes seconds. */
const DATABASE_RETRY_SECONDS = 2;

function errorResponse(error: unknown, locale: Locale): Response {
  if (isShareTimeout(error)) error = accountBusy();
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    // Not a bug, and the same request may be sent again: a money call's retry with its idempotency key moves the money
    // once, answered from the key's row if this attempt's commit did go through before the connection was lost.
    console.warn(`[api] database unavailable: ${error instanceof Error ? error.message : String(error)}`);
    error = new AppError(503, 'unavailable', { retryAfterSeconds: DATABASE_RETRY_SECONDS });
  }
  if (error instanceof AppError) {
    const { message, fieldErrors } = translateError(error, locale);
    const { nextStep } = error.extra;
    const data = fieldErrors || nextStep ? encryptEnvelopeData({ fieldErrors, nextStep }, env().ENVELOPE_KEY) : null;
    const response = envelope(error.status, { code: String(error.status), message, data });
    if (error.extra.retryAfterSeconds) response.headers.set('Retry-After', String(error.extra.retryAfterSeconds));
    return response;
  }
  // Anything unexpected (the database gone, a bug) is logged here and answered as a temporary outage.
  console.error('[api] unexpected error:', error);
  return envelope(503, { code: '503', message: translatorFor(locale)('errors.unavailable'), data: null });
}

// Every 5 s poll of every signed-in browser answers "success": formatted once per language, not per call.
const successMessages = new Map<Locale, string>();

function successMessage(locale: Locale): string {
  let message = successMessages.get(locale);
  if (message === undefined) {
    message = translatorFor(locale)('errors.success');
    successMessages.set(locale, message);
  }
  return message;
}

/**
 * The envelope as an answer. A plain Response unless a cookie changes: NextResponse.json builds a Response and then
 * copies it into a NextResponse, twice the work, which the polls paid on every call.
 * Its length goes in X-Body-Length (scripts/server.mjs): Next drops a route handler's Content-Length, and the server's
 * compression, not knowing the length, Brotli-compressed every poll's 600 bytes (viewuser for a browser: 516 answers/s
 * compressed, 611 as it is).
 */
function envelope(status: number, body: Envelope, cookieChanges: ((response: NextResponse) => void)[] = []): Response {
  const json = JSON.stringify(body);
  const init = {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Body-Length': String(Buffer.byteLength(json)), 'Cache-Control': 'no-store' },
  };
  if (cookieChanges.length === 0) return new Response(json, init);
  const response = new NextResponse(json, init);
  for (const change of cookieChanges) change(response);
  return response;
}
