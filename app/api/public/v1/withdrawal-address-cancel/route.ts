import * as money from '@/lib/api/contracts/money';
import { cancelWithdrawalAddress } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';

/** The cancel page's button: the e-mailed token is the authority, so no session is needed (or looked at). */
export const POST = apiHandler(money.withdrawalAddressCancel, ({ body }) => cancelWithdrawalAddress(body.token));
