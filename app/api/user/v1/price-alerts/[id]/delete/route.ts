import * as account from '@/lib/api/contracts/account';
import { deleteAlert } from '@/lib/server/alerts';
import { apiHandler } from '@/lib/server/http';

/** Deletes one of the customer's price alerts. */
export const POST = apiHandler(account.priceAlertDelete, ({ session, params }) => deleteAlert(session.user, params.id));
