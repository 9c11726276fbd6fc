import 'server-only';
import { isIP } from 'node:net';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { authenticationCredentialSchema } from '@/lib/validation/passkeys';
import { db, schema } from '@/lib/server/db';
import { AppError, requestOrigin } from '@/lib/server/core';
import { sendEmail } from '@/lib/server/mail';
import { passkeyCounterEmail } from '../security-mail';

// What every WebAuthn ceremony of the domain shares: the relying party, the one-time challenges, the customer's
// passkeys and the checked assertion. Adding and removing a passkey is manage.ts, signing in with one sign-in.ts.
const { passkeys, users, webauthnChallenges } = schema;

export type AuthenticationCredential = z.output<typeof authenticationCredentialSchema>;
export type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A ceremony must finish within this; the browser's own timeout is the same. */
export const CHALLENGE_MINUTES = 5;

/** One answer for every failed passkey sign-in or confirmation: which check failed is no business of the caller. */
export const refused = () => new AppError(401, 'passkeys.errors.refused');

/**
 * The relying party: the request's public host (one of PUBLIC_HOSTS) and its origin. Never an IP address, which
 * WebAuthn does not accept as an RP id, and never a Host header we do not serve, which could bind passkeys to
 * another site's name.
 */
export function relyingParty(request: NextRequest): { id: string; origin: string } {
  const origin = requestOrigin(request.headers, request.nextUrl.protocol);
  const id = origin?.host.replace(/:\d+$/, '');
  if (!origin || !id || isIP(id)) throw new AppError(400, 'passkeys.errors.hostUnsupported');
  return { id, origin: `${origin.protocol}://${origin.host}` };
}

export async function storeChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null, userHandle?: string) {
  await db()
    .insert(webauthnChallenges)
    .values({ challenge, purpose, userId, userHandle, expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})` });
}

/**
 * Takes the challenge the browser signed (from its clientDataJSON) out of the table, for this purpose and customer:
 * it works once, and only before it expires (409: the customer starts again).
 */
export async function takeChallenge(
  credential: { response: { clientDataJSON: string } },
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<{ challenge: string; userHandle: string | null }> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    throw refused();
  }
  const [taken] = await db()
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ userHandle: webauthnChallenges.userHandle, live: sql<boolean>`${webauthnChallenges.expiresAt} > now()` });
  if (!taken?.live) throw new AppError(409, 'passkeys.errors.expired');
  return { challenge, userHandle: taken.userHandle };
}

const passkeyColumns = {
  id: passkeys.id,
  userId: passkeys.userId,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  userHandle: passkeys.userHandle,
  transports: passkeys.transports,
  name: passkeys.name,
};

export function passkeysOf(userId: number) {
  return db().select(passkeyColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

type PasskeyRow = Awaited<ReturnType<typeof passkeysOf>>[number];

export const descriptor = (row: Pick<PasskeyRow, 'credentialId' | 'transports'>) => ({ id: row.credentialId, transports: row.transports });

/** Options for an assertion: any discoverable passkey of the site (a passkey-only sign-in) or one of this customer's. */
export async function assertionOptions(request: NextRequest, purpose: ChallengePurpose, user: { id: number } | null) {
  const rp = relyingParty(request);
  const own = user ? await passkeysOf(user.id) : [];
  if (user && own.length === 0) throw new AppError(409, 'passkeys.errors.none');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own.map(descriptor),
    // Alone, a passkey must prove both factors; as the second factor after the password, holding it is enough.
    userVerification: purpose === 'second-factor' ? 'preferred' : 'required',
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await storeChallenge(options.challenge, purpose, user?.id ?? null);
  return options;
}

/**
 * Verifies an assertion of `row` and records its use. The library is given a counter of 0, so it never refuses for the
 * counter; the rule is ours and atomic: the stored counter moves only upward (both 0 for an authenticator that keeps
 * none), in one conditional UPDATE, so a replayed or cloned assertion, even racing the real one, finds no row. That
 * refuses and alerts the customer by e-mail.
 */
export async function verifyAssertion(
  credential: AuthenticationCredential,
  challenge: string,
  row: PasskeyRow,
  request: NextRequest,
  client: ClientInfo,
  requireUserVerification: boolean,
): Promise<void> {
  const rp = relyingParty(request);
  let info: Awaited<ReturnType<typeof verifyAuthenticationResponse>>['authenticationInfo'];
  try {
    const verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: row.credentialId, publicKey: new Uint8Array(row.publicKey), counter: 0 },
      requireUserVerification,
    });
    if (!verification.verified) throw refused();
    info = verification.authenticationInfo;
  } catch {
    throw refused();
  }
  const newCounter = info.newCounter;
  const [used] = await db()
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()`, backedUp: info.credentialBackedUp })
    .where(and(eq(passkeys.id, row.id), newCounter > 0 ? lt(passkeys.counter, newCounter) : eq(passkeys.counter, 0)))
    .returning({ id: passkeys.id });
  if (used) return;
  const [owner] = await db().select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (owner) await sendEmail({ ...passkeyCounterEmail(owner, row.name, new Date(), client.ip), purpose: 'passkey-counter' });
  throw refused();
}

/** The passkey the browser names, if it is this customer's (or anyone's, for a passkey-only sign-in). */
export async function presentedPasskey(credential: AuthenticationCredential, userId: number | null): Promise<PasskeyRow> {
  const [row] = await db()
    .select(passkeyColumns)
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credential.id), userId === null ? undefined : eq(passkeys.userId, userId)))
    .limit(1);
  // A discoverable credential names its account: a handle that is not the one it was made with is not this passkey.
  if (!row || (credential.response.userHandle !== undefined && credential.response.userHandle !== row.userHandle)) throw refused();
  return row;
}
