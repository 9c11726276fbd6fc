import * as money from '@/lib/api/contracts/money';
import { sendWithdrawalAddressCode } from '@/lib/server/chain';
import { apiHandler } from '@/lib/server/http';

/** E-mails the code that confirms a new withdrawal address; a customer with an authenticator uses that instead (409). */
export const POST = apiHandler(money.withdrawalAddressCode, ({ session }) => sendWithdrawalAddressCode(session.user));
