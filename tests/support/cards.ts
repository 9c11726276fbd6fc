import { eq } from 'drizzle-orm';
import { POST as issueCard } from '@/app/api/user/v1/cards/route';
import { POST as webhook } from '@/app/api/cards/v1/webhook/route';
import { env } from '@/lib/env';
import { signWebhook } from '@/lib/server/cards/issuer';
import { db, schema } from '@/lib/server/db';
import { callApi } from './api';
import { createUser } from './db';
import { fund as credit } from './ledger';
import { transferOwn } from './own-transfers';
import { signIn } from './session';

/** A customer (basic plan) with 100 EUR of credit, a virtual card, and `fund` euros moved onto the card account. */
export async function customerWithCard(fund = '50') {
  const user = await createUser({ verificationLevel: 1 });
  await credit(user.id, 'EUR', 100_00n);
  const token = await signIn(user);
  const issued = await callApi(issueCard, 'user/v1/cards', { method: 'POST', token });
  expect(issued.status).toBe(200);
  const card = issued.data as { id: number; last4: string };
  await transferOwn(token, 'EUR:available', 'EUR:card', fund);
  const [row] = await db().select().from(schema.cards).where(eq(schema.cards.id, card.id));
  return { user, token, card, issuerCardId: row!.issuerCardId };
}

interface Signing {
  /** What the signature covers: the body itself, as the issuer signs, unless a test forges it. */
  signed?: string;
  secret?: string;
  timestamp?: number;
}

/** A body posted to the webhook as it stands, with the issuer's signature header over `signed`. */
export function postIssuerBody(body: string, { signed = body, secret = env().CARD_WEBHOOK_SECRET, timestamp }: Signing = {}) {
  return callApi(webhook, 'cards/v1/webhook', {
    method: 'POST',
    rawBody: body,
    clientToken: null,
    headers: { 'issuer-signature': signWebhook(secret, signed, timestamp) },
  });
}

/**
 * Sends one issuer event to the webhook as the issuer does: the JSON body signed with the webhook secret. `id` makes a
 * replay; `secret` and `timestamp` forge or age the signature.
 */
export async function sendIssuerEvent(event: Record<string, unknown>, signing: Omit<Signing, 'signed'> = {}) {
  const body = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, ...event });
  const result = await postIssuerBody(body, signing);
  return { ...result, body: result.envelope as unknown as Record<string, unknown>, sent: body };
}

/** The same body again (a retried delivery), freshly signed as the issuer signs every attempt. */
export const resendIssuerEvent = (body: string) => postIssuerBody(body);
