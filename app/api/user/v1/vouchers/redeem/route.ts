import * as money from '@/lib/api/contracts/money';
import { apiHandler } from '@/lib/server/http';
import { redeemVoucher } from '@/lib/server/vouchers';

/** Credits a gift voucher to the signed-in customer; the Idempotency-Key header makes a retry credit it once. */
export const POST = apiHandler(money.voucherRedeem, ({ idempotencyKey, session, body }) =>
  redeemVoucher(session.user, body, idempotencyKey),
);
