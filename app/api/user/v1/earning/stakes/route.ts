import * as money from '@/lib/api/contracts/money';
import { createStake } from '@/lib/server/earning/stakes';
import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';

/** Stakes in a product; the Idempotency-Key header makes a retry stake once. */
export const POST = apiHandler(money.earningStake, ({ request, session, body }) =>
  createStake(session.user, body, idempotencyKeyOf(request.headers)),
);
