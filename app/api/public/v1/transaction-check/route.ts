import * as site from '@/lib/api/contracts/site';
import { apiHandler } from '@/lib/server/http';
import { enforceRateLimit } from '@/lib/server/security';
import { findOrders } from '@/lib/server/transaction-check';

/** /Transaction_Check: the orders of a wallet address or reference. POST keeps the address out of URLs and logs. */
export const POST = apiHandler(site.transactionCheck, async ({ body, ip }) => {
  await enforceRateLimit('transaction-check', { ip });
  return { orders: await findOrders(body.query) };
});
