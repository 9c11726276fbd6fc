import * as money from '@/lib/api/contracts/money';
import { addBeneficiary } from '@/lib/server/bank';
import { apiHandler } from '@/lib/server/http';

/** /Outgoingwiretransfer: saves a bank account to pay out to (IBAN and BIC checked with ibantools), at most 20. */
export const POST = apiHandler(money.beneficiaryAdd, ({ session, body }) => addBeneficiary(session.user.id, body));
