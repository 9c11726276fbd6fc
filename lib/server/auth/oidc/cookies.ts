import 'server-only';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Locale } from '@/lib/i18n/config';
import { derivedServerKey, secureCookiesFor } from '@/lib/server/core';

/**
 * The two short-lived cookies of a social sign-in, sealed (AES-256-GCM, a key derived from the server
 * secret) so the browser can neither read nor alter them, HttpOnly, SameSite=Lax (the provider's redirect
 * back is a top-level GET, which Lax lets through) and __Host- outside localhost, so no subdomain can plant
 * one. Each kind has its own audience: a link cookie never passes as a flow cookie, nor the reverse.
 */
const KINDS = {
  /** From the start to the callback: what binds the provider's answer to this browser. */
  flow: { name: 'kt_oidc_flow', minutes: 10 },
  /** From the callback to the linking step (/auth): the provider account waiting to be linked. */
  link: { name: 'kt_oidc_link', minutes: 15 },
} as const;
type Kind = keyof typeof KINDS;

interface Continuation {
  /** The visitor's language, for the pages the flow ends on. */
  locale: Locale;
  /** The page to open after sign-in (already checked to be a path of this site). */
  next?: string;
}

export interface SignInFlow extends Continuation {
  provider: string;
  state: string;
  nonce: string;
  /** The PKCE code verifier: only its S256 hash went to the provider. */
  verifier: string;
  redirectUri: string;
}

/** A provider account the visitor signed in with that no customer has linked yet. */
export interface PendingLink extends Continuation {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

type Payloads = { flow: SignInFlow; link: PendingLink };

const sealingKey = () => derivedServerKey('oidc-cookies');

export function oidcCookieName(kind: Kind, host: string | null): string {
  return secureCookiesFor(host) ? `__Host-${KINDS[kind].name}` : KINDS[kind].name;
}

/** The sealed value and end of life of a cookie of `kind`, for the caller to set under oidcCookieName. */
export async function sealOidcCookie<K extends Kind>(kind: K, payload: Payloads[K]): Promise<{ value: string; expires: Date }> {
  const value = await new EncryptJWT({ ...payload })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(`kt:oidc-${kind}`)
    .setIssuedAt()
    .setExpirationTime(`${KINDS[kind].minutes}m`)
    .encrypt(sealingKey());
  return { value, expires: new Date(Date.now() + KINDS[kind].minutes * 60_000) };
}

/** The cookie's content, or null when it is missing, altered, sealed for the other kind or expired. */
export async function readOidcCookie<K extends Kind>(value: string | undefined, kind: K): Promise<Payloads[K] | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, sealingKey(), {
      audience: `kt:oidc-${kind}`,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return payload as unknown as Payloads[K];
  } catch {
    return null;
  }
}
