import * as cash from '@/lib/api/contracts/cash-orders';
import { ownCashOrder } from '@/lib/server/cash-orders';
import { apiHandler } from '@/lib/server/http/handler';

export const GET = apiHandler(cash.cashOrder, ({ session, params }) => ownCashOrder(session.user.id, params.id));
