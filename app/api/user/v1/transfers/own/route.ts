import * as money from '@/lib/api/contracts/money';
import { apiHandler } from '@/lib/server/http';
import { confirmOwnTransfer } from '@/lib/server/transfers';

/** Carries out a quoted transfer between own accounts; the Idempotency-Key header makes a retry move the money once. */
export const POST = apiHandler(money.ownTransfer, ({ idempotencyKey, session, body }) =>
  confirmOwnTransfer(session.user, body.quote, idempotencyKey),
);
