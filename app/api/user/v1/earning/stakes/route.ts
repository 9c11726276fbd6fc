import * as money from '@/lib/api/contracts/money';
import { createStake } from '@/lib/server/earning';
import { apiHandler } from '@/lib/server/http';

/** Stakes in a product; the Idempotency-Key header makes a retry stake once. */
export const POST = apiHandler(money.earningStake, ({ idempotencyKey, session, body }) => createStake(session.user, body, idempotencyKey));
