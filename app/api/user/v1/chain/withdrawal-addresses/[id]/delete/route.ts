import * as money from '@/lib/api/contracts/money';
import { removeWithdrawalAddress } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';

/** Deletes one of the signed-in customer's withdrawal addresses (another customer's id: 404). */
export const POST = apiHandler(money.withdrawalAddressDelete, ({ session, params }) => removeWithdrawalAddress(session.user.id, params.id));
