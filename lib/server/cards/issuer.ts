import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@/lib/server/core';

/** The card as the issuer made it: its ids and what may be shown without a reveal. */
export interface IssuedCard {
  cardholderId: string;
  cardId: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The full card details: fetched from the issuer for one reveal, shown once, never stored. */
export interface RevealedCard {
  number: string;
  cvc: string;
  expiryMonth: number;
  expiryYear: number;
}

/**
 * A card issuer's API, in the shape Stripe Issuing and Marqeta share: a cardholder, virtual cards issued to them, the
 * card's state kept in step with ours, and the card's payments arriving as signed webhooks (`IssuerEvent`). CARD_ISSUER
 * picks one; the embedded default is the simulated issuer. The issuer asks us to approve each authorization in real
 * time (Stripe's `issuing_authorization.request`, Marqeta's JIT funding), so the app, not the issuer, keeps the balance.
 */
export interface CardIssuer {
  readonly name: string;
  issueVirtualCard(cardholder: { userId: number; name: string; email: string }): Promise<IssuedCard>;
  /** The full number and CVC, as the issuer's short-lived reveal shows them. */
  reveal(cardId: string): Promise<RevealedCard>;
  /** Frozen and closed cards the issuer declines itself too; closed is final. */
  setStatus(cardId: string, status: 'active' | 'frozen' | 'closed'): Promise<void>;
}

/**
 * What an issuer tells us about a card payment. Amounts in euro cents. `authorization` asks for a decision and is
 * answered in the webhook's response; the others report what happened to an approved one, each at most once by `id`.
 */
export const issuerEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('authorization'),
    card: z.string().min(1).max(100),
    authorization: z.string().min(1).max(100),
    amount: z.int().positive().max(100_000_000),
    merchant: z.string().min(1).max(100),
  }),
  ...(['capture', 'reversal', 'refund', 'dispute'] as const).map((type) =>
    z.object({
      id: z.string().min(1).max(100),
      type: z.literal(type),
      authorization: z.string().min(1).max(100),
      amount: z.int().positive().max(100_000_000),
    }),
  ),
]);
export type IssuerEvent = z.infer<typeof issuerEventSchema>;

/** How far a webhook's timestamp may be from our clock: a captured request replayed later is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'issuer-signature';

/** A string body is its UTF-8 bytes, as it goes over the wire. */
const mac = (secret: string, timestamp: number, body: string | Uint8Array) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

/** The signature header an issuer sends with `body`: Stripe's scheme, `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export const signWebhook = (secret: string, body: string | Uint8Array, timestamp = Math.floor(Date.now() / 1000)) =>
  `t=${timestamp},v1=${mac(secret, timestamp, body).toString('hex')}`;

/**
 * The event a webhook carries, once its signature is ours and its timestamp within WEBHOOK_TOLERANCE_SECONDS; anything
 * else is a 401 that says nothing about which check failed. The signature is checked over the body's bytes as they
 * arrived, which is what the issuer signs: decoded first, a byte-order mark or an invalid sequence would vanish or
 * change, so a body the issuer signed was refused and one it never signed passed.
 */
export function verifiedEvent(secret: string, header: string | null, body: Uint8Array, now = Date.now()): IssuerEvent {
  const refused = new AppError(401, 'cards.errors.badSignature');
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isSafeInteger(timestamp) || Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw refused;
  const expected = mac(secret, timestamp, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new AppError(400, 'badRequest');
  }
  const event = issuerEventSchema.safeParse(parsed);
  if (!event.success) throw new AppError(400, 'badRequest');
  return event.data;
}
