import { quoteCardOrder } from '@/lib/server/card-orders/card-orders';
import { apiHandler } from '@/lib/server/http/handler';
import { cardQuoteSchema } from '@/lib/validation/orders';

/** What an amount buys by card right now, signed; public and counted per address. */
export const POST = apiHandler({ auth: 'none', body: cardQuoteSchema }, ({ body, ip }) => quoteCardOrder(body, { ip }));
