import * as exchange from '@/lib/api/contracts/exchange';
import { deleteDcaOrder } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Deletes one of the customer's recurring buys. */
export const DELETE = apiHandler(exchange.dcaDelete, ({ session, params }) => deleteDcaOrder(session.user, params.id));
