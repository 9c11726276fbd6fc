import { z } from 'zod';
import { CASH_ORDER_ERROR_REASONS, CASH_ORDER_SIDES, CASH_ORDER_STATUSES } from '@/lib/terms/cash-orders';
import {
  atmBuyCashSchema,
  atmHeartbeatSchema,
  atmRedeemSchema,
  cashOrderSchema,
  visitorCashSellSchema,
} from '@/lib/validation/cash-orders';
import { idParams } from '@/lib/validation/params';
import { decimal, fiatCurrency, instant } from './common';
import { defineContract, envelope } from './contract';

/** A cash order as its owner sees it; `code` only while a machine may still redeem it. */
export const cashOrderAnswer = z.object({
  id: z.number().int(),
  /** A visitor's sell's public reference (CS-…); null for a customer's order. */
  reference: z.string().nullable(),
  side: z.enum(CASH_ORDER_SIDES),
  status: z.enum(CASH_ORDER_STATUSES),
  atmId: z.number().int(),
  currency: fiatCurrency,
  cash: decimal,
  asset: z.string(),
  crypto: decimal,
  fee: decimal,
  /** A sell's crypto and fee, held in the customer's account until the code is redeemed or lapses (a buy: 0). */
  held: decimal,
  /** Fiat per whole coin when the order was placed. */
  rate: decimal,
  expiresAt: instant,
  errorReason: z.enum(CASH_ORDER_ERROR_REASONS).nullable(),
});

export const cashSell = defineContract({
  method: 'POST',
  path: '/api/user/v1/cash-orders/sell',
  summary: 'Sells crypto for cash at an ATM: the crypto and fee are held at once; the order page shows the withdrawal code',
  idempotencyKey: true,
  body: cashOrderSchema,
  answer: envelope(cashOrderAnswer),
});

export const cashSellVisitor = defineContract({
  method: 'POST',
  path: '/api/orders/v1/cash-sell/create',
  summary:
    'Sells crypto for cash at an ATM without an account: the order asks for crypto + fee on chain at an address of its ' +
    'own; its page (/invoicewithdraw/{id}, only for the placing browser: a capability cookie) shows the withdrawal ' +
    'code once the payment is seen (within the unconfirmed allowance) or confirmed, and it is e-mailed then',
  auth: 'none',
  body: visitorCashSellSchema,
  answer: envelope(z.object({ id: z.number().int() })),
});

export const cashBuy = defineContract({
  method: 'POST',
  path: '/api/user/v1/cash-orders/buy',
  summary:
    'Orders crypto for cash at an ATM at the rate and buy fee shown (`crypto` is what the account receives); the order ' +
    'page shows the code to present at the machine',
  idempotencyKey: true,
  body: cashOrderSchema,
  answer: envelope(cashOrderAnswer),
});

export const cashBuyCancel = defineContract({
  method: 'POST',
  path: '/api/user/v1/cash-orders/{id}/cancel',
  summary: 'Cancels a buy before the machine took any notes (BUY_CANCELED); another state is 409',
  params: idParams,
  answer: envelope(cashOrderAnswer),
});

export const cashOrder = defineContract({
  method: 'GET',
  path: '/api/user/v1/cash-orders/{id}',
  summary: "One of the customer's cash orders with its withdrawal code while it can be redeemed (another's: 404)",
  params: idParams,
  answer: envelope(cashOrderAnswer.extend({ code: z.string().nullable() })),
});

const SIGNING =
  ' Signed by the machine: headers x-atm-key, x-atm-timestamp (Unix seconds, ±60 s), x-atm-nonce (16–64 of [A-Za-z0-9_-], ' +
  'once per key) and x-atm-signature, the hex HMAC-SHA256 under the machine key of METHOD, path, timestamp, nonce and ' +
  'body joined by newlines. A refusal is { error: CODE } with UNKNOWN_KEY, BAD_SIGNATURE, STALE_TIMESTAMP, ' +
  'REPLAYED_NONCE, INVALID_REQUEST or the call’s own codes. During maintenance every call is 503 { error: MAINTENANCE } ' +
  'with Retry-After in seconds, before any check: show out of service and ask again then.';

const RETRY =
  ' `requestId` (16–64 of [A-Za-z0-9_-], optional) names the call: sent again with the same id after an answer was lost, ' +
  'the call that completed the order is answered as the first time; without it, or with another id, CODE_ALREADY_REDEEMED.';

const machine = { auth: 'none', clientToken: false, method: 'POST' } as const;

export const atmRedeem = defineContract({
  ...machine,
  path: '/api/atm/v1/redeem',
  summary:
    'Machine API: redeems a withdrawal code once; the machine pays out `cash` only on 200. Refusals: CODE_UNKNOWN, ' +
    'CODE_EXPIRED, CODE_ALREADY_REDEEMED, WRONG_MACHINE, REDEEM_LIMIT, PAYMENT_UNCONFIRMED (a visitor’s on-chain ' +
    'payment not confirmed yet and the order above the unconfirmed allowance, or no payment now that the chain ' +
    'replaced the one seen: try again later).' +
    RETRY +
    SIGNING,
  body: atmRedeemSchema,
  answer: { kind: 'json', schema: z.object({ orderId: z.number().int(), currency: fiatCurrency, cash: decimal }) },
});

export const atmBuyCash = defineContract({
  ...machine,
  path: '/api/atm/v1/buy-cash',
  summary:
    'Machine API: reports the notes inserted against a buy code; the crypto is credited once (BUY_COMPLETED) and the ' +
    'machine keeps the notes only on 200. Refusals: CODE_UNKNOWN, ORDER_CLOSED (canceled or lapsed), ' +
    'CODE_ALREADY_REDEEMED, WRONG_MACHINE, AMOUNT_MISMATCH (not the ordered sum), BUY_LIMIT (the order ends BUY_ERROR): ' +
    'give the notes back.' +
    RETRY +
    SIGNING,
  body: atmBuyCashSchema,
  answer: { kind: 'json', schema: z.object({ orderId: z.number().int(), asset: z.string(), crypto: decimal }) },
});

export const atmHeartbeat = defineContract({
  ...machine,
  path: '/api/atm/v1/heartbeat',
  summary: 'Machine API: the machine’s state (shown on the public ATM map and details) and its notes.' + SIGNING,
  body: atmHeartbeatSchema,
  answer: { kind: 'json', schema: z.object({ status: z.enum(['In operation', 'In Maintenance']) }) },
});
