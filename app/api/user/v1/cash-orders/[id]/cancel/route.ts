import * as cash from '@/lib/api/contracts/cash-orders';
import { cancelCashBuy } from '@/lib/server/cash-orders';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(cash.cashBuyCancel, ({ session, params }) => cancelCashBuy(session.user.id, params.id));
