import 'server-only';
import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { registrationCredentialSchema } from '@/lib/validation/passkeys';
import type { PasskeyView } from '@/lib/views/auth';
import { db, schema } from '@/lib/server/db';
import { AppError, lockCustomer } from '@/lib/server/core';
import { sendEmail } from '@/lib/server/mail';
import { enforceRateLimit } from '@/lib/server/security';
import { isUniqueViolation } from '../session/sign-in';
import { provePassword } from '../session/reauthenticate';
import { passkeyChangedEmail } from '../security-mail';
import type { CustomerRow } from '../session/session';
import {
  type AuthenticationCredential,
  CHALLENGE_MINUTES,
  type ClientInfo,
  descriptor,
  passkeysOf,
  presentedPasskey,
  relyingParty,
  storeChallenge,
  takeChallenge,
  verifyAssertion,
} from './ceremony';

const { passkeys } = schema;

type RegistrationCredential = z.output<typeof registrationCredentialSchema>;

/** Enough for every device a customer owns; a bound keeps a stolen session from filling the table. */
export const MAX_PASSKEYS = 10;

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
