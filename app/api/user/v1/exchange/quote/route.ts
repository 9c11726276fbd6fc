import * as exchange from '@/lib/api/contracts/exchange';
import { quoteMarketOrder } from '@/lib/server/exchange';
import { apiHandler } from '@/lib/server/http';

/** Prices a market order at the provider's bid or ask; the quote holds 30 seconds and fills once. */
export const POST = apiHandler(exchange.exchangeQuote, ({ session, body }) => quoteMarketOrder(session.user, body));
