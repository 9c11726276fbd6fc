import * as money from '@/lib/api/contracts/money';
import { addWithdrawalAddress } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';

/** /Transactions_crypto_withdraw: saves an address, usable 24 hours later; an e-mail can cancel it meanwhile. */
export const POST = apiHandler(money.withdrawalAddressAdd, ({ session, body }) => addWithdrawalAddress(session.user, body));
