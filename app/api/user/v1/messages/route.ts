import * as support from '@/lib/api/contracts/support';
import { apiHandler } from '@/lib/server/http';
import { sendMessage } from '@/lib/server/mailbox';

/** /Newmessage: a message to support (limits in the shared schema; 20 an hour per customer). */
export const POST = apiHandler(support.message, ({ session, body }) => sendMessage(session.user.id, body));
