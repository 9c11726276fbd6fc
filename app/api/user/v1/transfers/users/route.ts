import * as money from '@/lib/api/contracts/money';
import { apiHandler } from '@/lib/server/http';
import { sendToUser } from '@/lib/server/transfers';

/** Sends money to another customer; the Idempotency-Key header makes a retried call move the money once. */
export const POST = apiHandler(money.userTransfer, ({ idempotencyKey, session, body, ip }) =>
  sendToUser(session.user, body, idempotencyKey, { ip }),
);
