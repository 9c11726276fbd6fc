import * as money from '@/lib/api/contracts/money';
import { labelWithdrawalAddress } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';

/** Renames one of the signed-in customer's withdrawal addresses (another customer's id: 404). */
export const POST = apiHandler(money.withdrawalAddressLabel, ({ session, params, body }) =>
  labelWithdrawalAddress(session.user.id, params.id, body.label),
);
