import * as exchange from '@/lib/api/contracts/exchange';
import { createDcaOrder, listDcaOrders } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Creates a recurring buy, active from its next slot. */
export const POST = apiHandler(exchange.dcaCreate, ({ session, body }) => createDcaOrder(session.user, body));

/** The customer's recurring buys with their latest runs. */
export const GET = apiHandler(exchange.dcaList, ({ session }) => listDcaOrders(session.user.id));
