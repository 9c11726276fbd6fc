import * as cash from '@/lib/api/contracts/cash-orders';
import { placeCashSell } from '@/lib/server/cash-orders';
import { apiHandler } from '@/lib/server/http';

/** Sells crypto for cash at an ATM; the Idempotency-Key header makes a retry place (and hold) it once. */
export const POST = apiHandler(cash.cashSell, ({ idempotencyKey, session, body }) => placeCashSell(session.user, body, idempotencyKey));
