import * as orders from '@/lib/api/contracts/checkout';
import { apiHandler } from '@/lib/server/http';
import { quoteSwap } from '@/lib/server/swap';

/** A live, signed swap quote; public (no account needed) and counted per address. */
export const POST = apiHandler(orders.swapQuote, ({ body, ip }) => quoteSwap(body, { ip }));
