import { addBeneficiary } from '@/lib/server/bank/beneficiaries';
import { apiHandler } from '@/lib/server/http/handler';
import { beneficiarySchema } from '@/lib/validation/bank';

/** /Outgoingwiretransfer: saves a bank account to pay out to (IBAN and BIC checked with ibantools), at most 20. */
export const POST = apiHandler({ body: beneficiarySchema }, ({ session, body }) => addBeneficiary(session.user.id, body));
