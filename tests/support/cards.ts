import { POST as webhook } from '@/app/api/cards/v1/webhook/route';
import { env } from '@/lib/env';
import { signWebhook } from '@/lib/server/cards/issuer';
import { callApi } from './api';

/**
 * Sends one issuer event to the webhook as the issuer does: the JSON body signed with the webhook secret. `id` makes a
 * replay; `secret` and `timestamp` forge or age the signature.
 */
export async function sendIssuerEvent(
  event: Record<string, unknown>,
  { secret = env().CARD_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, ...event });
  const result = await callApi(webhook, 'cards/v1/webhook', {
    method: 'POST',
    rawBody: body,
    clientToken: null,
    headers: { 'issuer-signature': signWebhook(secret, body, timestamp) },
  });
  return { ...result, body: result.envelope as unknown as Record<string, unknown>, sent: body };
}

/** The same body again (a retried delivery), freshly signed as the issuer signs every attempt. */
export function resendIssuerEvent(body: string) {
  return callApi(webhook, 'cards/v1/webhook', {
    method: 'POST',
    rawBody: body,
    clientToken: null,
    headers: { 'issuer-signature': signWebhook(env().CARD_WEBHOOK_SECRET, body) },
  });
}
