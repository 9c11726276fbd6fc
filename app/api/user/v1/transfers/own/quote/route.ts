import { apiHandler } from '@/lib/server/http/handler';
import { quoteOwnTransfer } from '@/lib/server/transfers/own';
import { ownTransferQuoteSchema } from '@/lib/validation/transfers';

/** Prices a transfer between two of the customer's own accounts; the quote holds for 30 seconds and is spent once. */
export const POST = apiHandler({ body: ownTransferQuoteSchema }, ({ session, body }) => quoteOwnTransfer(session.user, body));
