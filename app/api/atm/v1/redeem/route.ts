import * as cash from '@/lib/api/contracts/cash-orders';
import { machineHandler } from '@/lib/server/atms/machine-api';
import { redeemCode } from '@/lib/server/cash-orders';

/** A machine redeems a withdrawal code: it pays out only on 200, and a code pays out once (its retry: the same answer). */
export const POST = machineHandler(cash.atmRedeem, (atmId, body) => redeemCode(atmId, body.code, body.requestId));
