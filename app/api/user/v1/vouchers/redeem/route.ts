import { apiHandler } from '@/lib/server/http/handler';
import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';
import { redeemVoucher } from '@/lib/server/vouchers/redeem';
import { voucherRedeemSchema } from '@/lib/validation/vouchers';

/** Credits a gift voucher to the signed-in customer; the Idempotency-Key header makes a retry credit it once. */
export const POST = apiHandler({ body: voucherRedeemSchema }, ({ request, session, body }) =>
  redeemVoucher(session.user, body, idempotencyKeyOf(request.headers)),
);
