import * as exchange from '@/lib/api/contracts/exchange';
import { setDcaActive } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Deactivates one of the customer's recurring buys. */
export const POST = apiHandler(exchange.dcaDeactivate, ({ session, params }) => setDcaActive(session.user, params.id, false));
