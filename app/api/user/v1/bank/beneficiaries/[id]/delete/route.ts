import { removeBeneficiary } from '@/lib/server/bank/beneficiaries';
import { apiHandler } from '@/lib/server/http/handler';
import { idParams } from '@/lib/validation/params';

/** Deletes one of the signed-in customer's beneficiaries (another customer's id: 404). */
export const POST = apiHandler({ params: idParams }, ({ session, params }) => removeBeneficiary(session.user.id, params.id));
