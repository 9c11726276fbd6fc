import 'server-only';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { authenticationCredentialSchema, registrationCredentialSchema } from '@/lib/validation/passkeys';
import type { PasskeyView } from '@/lib/views/auth';
import { db, schema } from '@/lib/server/db';
import { AppError, lockCustomer, requestOrigin } from '@/lib/server/core';
import { sendEmail } from '@/lib/server/mail';
import { clearRateLimit, enforceRateLimit, refundAttempt } from '@/lib/server/security';
import { isUniqueViolation, startSignedInSession } from '../session/sign-in';
import { provePassword } from '../session/reauthenticate';
import { passkeyChangedEmail, passkeyCounterEmail } from '../security-mail';
import type { CustomerRow, SessionContext } from '../session/session';
import { openSecondFactorSession, secondFactorDue } from '../two-factor/two-factor';

const { passkeys, users, webauthnChallenges } = schema;

type RegistrationCredential = z.output<typeof registrationCredentialSchema>;
type AuthenticationCredential = z.output<typeof authenticationCredentialSchema>;
type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A ceremony must finish within this; the browser's own timeout is the same. */
const CHALLENGE_MINUTES = 5;
/** Enough for every device a customer owns; a bound keeps a stolen session from filling the table. */
export const MAX_PASSKEYS = 10;

/** One answer for every failed passkey sign-in or confirmation: which check failed is no business of the caller. */
const refused = () => new AppError(401, 'passkeys.errors.refused');

/**
 * The relying party: the request's public host (one of PUBLIC_HOSTS) and its origin. Never an IP address, which
 * WebAuthn does not accept as an RP id, and never a Host header we do not serve, which could bind passkeys to
 * another site's name.
 */
function relyingParty(request: NextRequest): { id: string; origin: string } {
  const origin = requestOrigin(request.headers, request.nextUrl.protocol);
  const id = origin?.host.replace(/:\d+$/, '');
  if (!origin || !id || isIP(id)) throw new AppError(400, 'passkeys.errors.hostUnsupported');
  return { id, origin: `${origin.protocol}://${origin.host}` };
}

async function storeChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null, userHandle?: string) {
  await db()
    .insert(webauthnChallenges)
    .values({ challenge, purpose, userId, userHandle, expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})` });
}

/**
 * Takes the challenge the browser signed (from its clientDataJSON) out of the table, for this purpose and customer:
 * it works once, and only before it expires (409: the customer starts again).
 */
async function takeChallenge(
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

function passkeysOf(userId: number) {
  return db().select(passkeyColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

type PasskeyRow = Awaited<ReturnType<typeof passkeysOf>>[number];

const descriptor = (row: Pick<PasskeyRow, 'credentialId' | 'transports'>) => ({ id: row.credentialId, transports: row.transports });

/** /TwoSecurity's list: oldest first, with when each was added and last used. */
export async function listPasskeys(userId: number): Promise<PasskeyView[]> {
  const rows = await db()
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null }));
}

/**
 * Adding a passkey, first step: the password proves whoever holds the session is the customer (a stolen session must
 * not plant a lasting way in). The new credential must be discoverable and verify its user, so it can sign in alone.
 */
export async function passkeyRegistrationOptions(user: CustomerRow, password: string, request: NextRequest) {
  const rp = relyingParty(request);
  await provePassword(user.id, password, 'password');
  const existing = await passkeysOf(user.id);
  if (existing.length >= MAX_PASSKEYS) throw new AppError(409, 'passkeys.errors.tooMany', { values: { max: MAX_PASSKEYS } });
  // One handle per customer: an authenticator then keeps one credential for the account, not one per attempt.
  const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: env().BRAND_NAME,
    rpID: rp.id,
    userID: isoBase64URL.toBuffer(userHandle),
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await storeChallenge(options.challenge, 'register', user.id, userHandle);
  return options;
}

/** Adding a passkey, second step: the authenticator's new credential, verified against the challenge, stored under its name. */
export async function addPasskey(
  user: CustomerRow,
  input: { name: string; credential: RegistrationCredential },
  request: NextRequest,
  client: ClientInfo,
): Promise<{ id: number; name: string }> {
  const rp = relyingParty(request);
  const { challenge, userHandle } = await takeChallenge(input.credential, 'register', user.id);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError(422, 'passkeys.errors.notAdded');
  }
  if (!verification.verified || !userHandle) throw new AppError(422, 'passkeys.errors.notAdded');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const added = await db()
    .transaction(async (tx) => {
      // Counted under the customer's lock, so parallel additions cannot pass the bound together.
      await lockCustomer(tx, user.id);
      const [{ value }] = (await tx.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, user.id))) as [{ value: number }];
      if (value >= MAX_PASSKEYS) throw new AppError(409, 'passkeys.errors.tooMany', { values: { max: MAX_PASSKEYS } });
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          userHandle,
          transports: input.credential.response.transports ?? [],
          name: input.name,
          backedUp: credentialBackedUp,
        })
        .returning({ id: passkeys.id, name: passkeys.name });
      return row!;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error, 'passkeys_credential_id_key')) throw error;
      // A credential id on another account (a cloned or replayed authenticator) is told so, naming nobody.
      const [holder] = await db().select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.credentialId, credential.id));
      throw new AppError(409, holder?.userId === user.id ? 'passkeys.errors.alreadyAdded' : 'passkeys.errors.onAnotherAccount');
    });
  await sendEmail({ ...passkeyChangedEmail(user, 'added', added.name, new Date(), client.ip), purpose: 'passkey-added' });
  return added;
}

/** Options for an assertion: any discoverable passkey of the site (a passkey-only sign-in) or one of this customer's. */
async function assertionOptions(request: NextRequest, purpose: ChallengePurpose, user: { id: number } | null) {
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

export const passkeySignInOptions = (request: NextRequest) => assertionOptions(request, 'sign-in', null);
export const passkeySecondFactorOptions = (request: NextRequest, session: SessionContext) =>
  assertionOptions(request, 'second-factor', session.user);
export const passkeyConfirmOptions = (request: NextRequest, user: CustomerRow) => assertionOptions(request, 'confirm', user);

/**
 * Verifies an assertion of `row` and records its use. The library is given a counter of 0, so it never refuses for the
 * counter; the rule is ours and atomic: the stored counter moves only upward (both 0 for an authenticator that keeps
 * none), in one conditional UPDATE, so a replayed or cloned assertion, even racing the real one, finds no row. That
 * refuses and alerts the customer by e-mail.
 */
async function verifyAssertion(
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
async function presentedPasskey(credential: AuthenticationCredential, userId: number | null): Promise<PasskeyRow> {
  const [row] = await db()
    .select(passkeyColumns)
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credential.id), userId === null ? undefined : eq(passkeys.userId, userId)))
    .limit(1);
  // A discoverable credential names its account: a handle that is not the one it was made with is not this passkey.
  if (!row || (credential.response.userHandle !== undefined && credential.response.userHandle !== row.userHandle)) throw refused();
  return row;
}

/**
 * Sign-in with a passkey alone (no e-mail typed): the passkey with user verification proves both factors, so a
 * customer with 2FA on owes no authenticator code. Counted against the address like a password sign-in.
 */
export async function signInWithPasskey(credential: AuthenticationCredential, request: NextRequest, client: ClientInfo) {
  await enforceRateLimit('login-ip', { ip: client.ip });
  const { challenge } = await takeChallenge(credential, 'sign-in', null);
  const row = await presentedPasskey(credential, null);
  await verifyAssertion(credential, challenge, row, request, client, true);
  await refundAttempt('login-ip', { ip: client.ip });
  const [user] = await db().select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw refused();
  return startSignedInSession(user, client, { bothFactors: true });
}

/** The second sign-in step with one of the customer's passkeys in place of the authenticator code. */
export async function completePasskeySecondFactor(
  session: SessionContext,
  credential: AuthenticationCredential,
  request: NextRequest,
  client: ClientInfo,
) {
  await secondFactorDue(session);
  const { challenge } = await takeChallenge(credential, 'second-factor', session.user.id);
  const row = await presentedPasskey(credential, session.user.id);
  await verifyAssertion(credential, challenge, row, request, client, false);
  await clearRateLimit('totp', { account: session.user.id });
  return openSecondFactorSession(session, client);
}

/**
 * Removes one of the customer's passkeys (another's id is a 404), proven by the password or by a passkey of the
 * account. The authenticator app, if on, stays on whatever passkeys remain.
 */
export async function removePasskey(
  user: CustomerRow,
  passkeyId: number,
  proof: { password: string } | { credential: AuthenticationCredential },
  request: NextRequest,
  client: ClientInfo,
): Promise<void> {
  if ('password' in proof) {
    await provePassword(user.id, proof.password, 'password');
  } else {
    await enforceRateLimit('password-change', { account: user.id });
    const { challenge } = await takeChallenge(proof.credential, 'confirm', user.id);
    await verifyAssertion(proof.credential, challenge, await presentedPasskey(proof.credential, user.id), request, client, true);
  }
  const [removed] = await db()
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
    .returning({ name: passkeys.name });
  if (!removed) throw new AppError(404, 'notFound');
  await sendEmail({ ...passkeyChangedEmail(user, 'removed', removed.name, new Date(), client.ip), purpose: 'passkey-removed' });
}
