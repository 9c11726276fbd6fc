import * as orders from '@/lib/api/contracts/checkout';
import { quoteCardOrder } from '@/lib/server/card-orders';
import { apiHandler } from '@/lib/server/http';

/** What an amount buys by card right now, signed; public and counted per address. */
export const POST = apiHandler(orders.cardQuote, ({ body, ip }) => quoteCardOrder(body, { ip }));
