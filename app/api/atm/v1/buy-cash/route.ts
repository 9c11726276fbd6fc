import * as cash from '@/lib/api/contracts/cash-orders';
import { machineHandler } from '@/lib/server/atms/machine-api';
import { reportBuyCash } from '@/lib/server/cash-orders';

/** A machine reports the notes inserted against a buy code: it keeps them only on 200, the crypto credited once. */
export const POST = machineHandler(cash.atmBuyCash, (atmId, body) => reportBuyCash(atmId, body));
