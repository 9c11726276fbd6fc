import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';
import { sendToUser } from '@/lib/server/transfers/users';
import { userTransferSchema } from '@/lib/validation/transfers';

/** Sends money to another customer; the Idempotency-Key header makes a retried call move the money once. */
export const POST = apiHandler({ body: userTransferSchema }, ({ request, session, body, ip }) =>
  sendToUser(session.user, body, idempotencyKeyOf(request.headers), { ip }),
);
