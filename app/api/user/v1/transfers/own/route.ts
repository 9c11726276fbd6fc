import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';
import { confirmOwnTransfer } from '@/lib/server/transfers/own';
import { ownTransferSchema } from '@/lib/validation/transfers';

/** Carries out a quoted transfer between own accounts; the Idempotency-Key header makes a retry move the money once. */
export const POST = apiHandler({ body: ownTransferSchema }, ({ request, session, body }) =>
  confirmOwnTransfer(session.user, body.quote, idempotencyKeyOf(request.headers)),
);
