import * as money from '@/lib/api/contracts/money';
import { createStake } from '@/lib/server/earning';
import { apiHandler } from '@/lib/server/http';
import { idempotencyKeyOf } from '@/lib/server/ledger';

/** Stakes in a product; the Idempotency-Key header makes a retry stake once. */
export const POST = apiHandler(money.earningStake, ({ request, session, body }) =>
  createStake(session.user, body, idempotencyKeyOf(request.headers)),
);
