import * as cash from '@/lib/api/contracts/cash-orders';
import { machineHandler, recordHeartbeat } from '@/lib/server/atms';

/** A machine says whether it is in operation and which notes it holds. */
export const POST = machineHandler(cash.atmHeartbeat, async (atmId, body) => {
  await recordHeartbeat(atmId, body);
  return { status: body.status };
});
