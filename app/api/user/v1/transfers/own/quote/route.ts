import * as money from '@/lib/api/contracts/money';
import { apiHandler } from '@/lib/server/http';
import { quoteOwnTransfer } from '@/lib/server/transfers';

/** Prices a transfer between two of the customer's own accounts; the quote holds for 30 seconds and is spent once. */
export const POST = apiHandler(money.ownTransferQuote, ({ session, body }) => quoteOwnTransfer(session.user, body));
