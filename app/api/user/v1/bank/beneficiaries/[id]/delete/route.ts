import * as money from '@/lib/api/contracts/money';
import { removeBeneficiary } from '@/lib/server/bank';
import { apiHandler } from '@/lib/server/http';

/** Deletes one of the signed-in customer's beneficiaries (another customer's id: 404). */
export const POST = apiHandler(money.beneficiaryDelete, ({ session, params }) => removeBeneficiary(session.user.id, params.id));
