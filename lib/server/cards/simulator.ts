import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import { signWebhook, SIGNATURE_HEADER, type IssuerEvent } from './issuer';

/** The path the issuer posts its events to (the contract's). */
export const WEBHOOK_PATH = '/api/cards/v1/webhook';

type NewEvent = IssuerEvent extends infer E ? (E extends IssuerEvent ? Omit<E, 'id'> : never) : never;

/** One event as the simulated issuer sends it: a fresh event id, the body signed with the webhook secret. */
export function signedEvent(event: NewEvent): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ id: `evt_sim_${randomUUID()}`, ...event });
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(env().CARD_WEBHOOK_SECRET, body) } };
}

/**
 * A purchase as the simulated issuer runs one against the app over HTTP: the authorization, and when approved, the
 * capture of the whole amount. Answers what the app decided.
 */
export async function simulatePurchase(
  origin: string,
  purchase: { card: string; amountMinor: number; merchant: string },
): Promise<{ approved: boolean; reason?: string; authorization: string }> {
  const authorization = `iauth_sim_${randomUUID()}`;
  const send = async (event: NewEvent) => {
    const { body, headers } = signedEvent(event);
    const response = await fetch(new URL(WEBHOOK_PATH, origin), { method: 'POST', headers, body });
    if (!response.ok) throw new Error(`the app answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { approved?: boolean; reason?: string };
  };
  const decided = await send({
    type: 'authorization',
    card: purchase.card,
    authorization,
    amount: purchase.amountMinor,
    merchant: purchase.merchant,
  });
  if (decided.approved) await send({ type: 'capture', authorization, amount: purchase.amountMinor });
  return { approved: decided.approved === true, reason: decided.reason, authorization };
}
