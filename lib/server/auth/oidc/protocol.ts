import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { cached } from '@/lib/server/core';
import type { SocialErrorCode } from '@/lib/validation/social-link';
import type { OidcProvider } from './config';
import type { SignInFlow } from './cookies';

/**
 * The client side of OpenID Connect's authorization code flow with PKCE (S256), for the two social
 * sign-in providers: discovery, the authorization request, the code exchange and the ID token checks.
 */

/** A failed social sign-in: `code` is what the visitor is told, the message what the log keeps. */
export class SocialSignInError extends Error {
  constructor(
    readonly code: SocialErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SocialSignInError';
  }
}

/** The provider account a callback proved: `subject` identifies it, the e-mail is only shown. */
export interface ProviderIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

const SCOPE = 'openid email profile';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 8000;
// Asymmetric algorithms only: an HMAC-signed token would be checked against a key from the JWKS, and
// "none" is never acceptable.
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 60;

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1), access_token: z.string().min(1).optional() });
// Some providers send the flag as a string, and null for claims they do not have.
const contactSchema = z.object({
  email: z.string().max(254).nullish(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
});
const userinfoSchema = contactSchema.extend({ sub: z.string() });

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const randomValue = () => randomBytes(32).toString('base64url');

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, cache: 'no-store', redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

/** The provider's discovery document, checked to name the configured issuer, kept an hour. */
async function discover(provider: OidcProvider): Promise<Discovery> {
  const issuer = withoutTrailingSlash(provider.issuer);
  try {
    return await cached(`oidc:discovery:${issuer}`, DISCOVERY_TTL_MS, async () => {
      const document = discoverySchema.parse(await fetchJson(`${issuer}/.well-known/openid-configuration`));
      if (withoutTrailingSlash(document.issuer) !== issuer) throw new Error(`the discovery document names the issuer ${document.issuer}`);
      return document;
    });
  } catch (error) {
    throw new SocialSignInError('unavailable', `discovery of ${provider.id} failed: ${String(error)}`);
  }
}

// One key set per JWKS address for the life of the process: jose caches the keys and refetches them
// (rate-limited) when a token names a key it does not know, as after the provider's key rotation.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(jwksUri: string) {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: FETCH_TIMEOUT_MS });
    keySets.set(jwksUri, keys);
  }
  return keys;
}

/**
 * Where to send the visitor, and the secrets the callback will need: `state` and the PKCE verifier bind
 * the answer to this browser, `nonce` binds the ID token to this request.
 */
export async function authorizationRequest(
  provider: OidcProvider,
  redirectUri: string,
  continuation: Pick<SignInFlow, 'locale' | 'next'>,
): Promise<{ url: string; flow: SignInFlow }> {
  const meta = await discover(provider);
  const flow: SignInFlow = {
    provider: provider.id,
    state: randomValue(),
    nonce: randomValue(),
    verifier: randomValue(),
    redirectUri,
    ...continuation,
  };
  const url = new URL(meta.authorization_endpoint);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    url.searchParams.set(name, value);
  }
  return { url: url.toString(), flow };
}

function sameValue(received: string | null, expected: string): boolean {
  if (received === null) return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const rejected = (reason: string) => new SocialSignInError('rejected', reason);

/**
 * The provider account behind a callback, after every check: the flow cookie of this browser for this
 * provider, the same `state`, the issuer (RFC 9207 `iss`), the code exchanged with the PKCE verifier, and
 * an ID token signed by the provider's key for this client, unexpired, carrying this flow's nonce.
 */
export async function identityFromCallback(
  provider: OidcProvider,
  query: URLSearchParams,
  flow: SignInFlow | null,
): Promise<ProviderIdentity> {
  if (!flow || flow.provider !== provider.id) throw new SocialSignInError('expired', `no sign-in flow for ${provider.id} in this browser`);
  if (!sameValue(query.get('state'), flow.state)) throw rejected('state differs from the flow cookie');
  const error = query.get('error');
  if (error)
    throw new SocialSignInError(error === 'access_denied' ? 'cancelled' : 'failed', `the provider answered ${error.slice(0, 100)}`);
  const meta = await discover(provider);
  const iss = query.get('iss');
  if (iss !== null && iss !== meta.issuer) throw rejected(`iss ${iss.slice(0, 200)} is not the issuer`);
  const code = query.get('code');
  if (!code) throw rejected('no code');

  const tokens = await exchangeCode(provider, meta, code, flow);
  const claims = await verifyIdToken(provider, meta, tokens.id_token, flow.nonce);
  // Providers that issue an access token may leave the e-mail out of the ID token (oidc-provider does,
  // per the core spec's scope claims): then it comes from the userinfo endpoint, for the same subject.
  const contact = typeof claims.email === 'string' ? contactSchema.parse(claims) : await userinfo(meta, tokens.access_token, claims.sub);
  const email = contact.email?.trim().toLowerCase() || null;
  return { provider: provider.id, subject: claims.sub, email, emailVerified: email !== null && String(contact.email_verified) === 'true' };
}

async function exchangeCode(provider: OidcProvider, meta: Discovery, code: string, flow: SignInFlow) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: flow.redirectUri,
    code_verifier: flow.verifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (provider.tokenAuthMethod === 'client_secret_post') {
    body.set('client_id', provider.clientId);
    body.set('client_secret', provider.clientSecret);
  } else {
    // RFC 6749 2.3.1: both parts form-encoded before they are joined and base64-encoded.
    const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${formEncode(provider.clientId)}:${formEncode(provider.clientSecret)}`).toString('base64')}`;
  }
  try {
    return tokenResponseSchema.parse(await fetchJson(meta.token_endpoint, { method: 'POST', headers, body }));
  } catch (error) {
    throw new SocialSignInError('failed', `code exchange with ${provider.id} failed: ${String(error)}`);
  }
}

async function verifyIdToken(
  provider: OidcProvider,
  meta: Discovery,
  idToken: string,
  nonce: string,
): Promise<JWTPayload & { sub: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(meta.jwks_uri), {
      issuer: meta.issuer,
      audience: provider.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    throw rejected(`ID token of ${provider.id} refused: ${String(error)}`);
  }
  if (typeof payload.nonce !== 'string' || !sameValue(payload.nonce, nonce)) throw rejected('ID token nonce differs from the flow');
  // OpenID Connect Core 3.1.3.7: a token for several audiences must name this client as the authorized party.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.clientId)
    throw rejected('ID token azp is not this client');
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255)
    throw rejected('ID token without a usable sub');
  return payload as JWTPayload & { sub: string };
}

async function userinfo(meta: Discovery, accessToken: string | undefined, subject: string): Promise<z.infer<typeof contactSchema>> {
  if (!meta.userinfo_endpoint || !accessToken) return {};
  let info: z.infer<typeof userinfoSchema>;
  try {
    info = userinfoSchema.parse(
      await fetchJson(meta.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }),
    );
  } catch (error) {
    throw new SocialSignInError('failed', `userinfo failed: ${String(error)}`);
  }
  // OpenID Connect Core 5.3.2: claims for another subject must not be used.
  if (info.sub !== subject) throw rejected('userinfo names another subject');
  return info;
}
