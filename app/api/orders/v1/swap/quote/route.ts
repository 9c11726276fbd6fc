import { apiHandler } from '@/lib/server/http/handler';
import { quoteSwap } from '@/lib/server/swap/swap';
import { swapQuoteSchema } from '@/lib/validation/orders';

/** A live, signed swap quote; public (no account needed) and counted per address. */
export const POST = apiHandler({ auth: 'none', body: swapQuoteSchema }, ({ body, ip }) => quoteSwap(body, { ip }));
