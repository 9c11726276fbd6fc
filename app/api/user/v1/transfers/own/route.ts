import * as money from '@/lib/api/contracts/money';
import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';
import { confirmOwnTransfer } from '@/lib/server/transfers/own';

/** Carries out a quoted transfer between own accounts; the Idempotency-Key header makes a retry move the money once. */
export const POST = apiHandler(money.ownTransfer, ({ request, session, body }) =>
  confirmOwnTransfer(session.user, body.quote, idempotencyKeyOf(request.headers)),
);
