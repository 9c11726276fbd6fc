import * as exchange from '@/lib/api/contracts/exchange';
import { setDcaActive } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Activates one of the customer's recurring buys. */
export const POST = apiHandler(exchange.dcaActivate, ({ session, params }) => setDcaActive(session.user, params.id, true));
