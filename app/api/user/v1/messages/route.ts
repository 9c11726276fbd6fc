import { apiHandler } from '@/lib/server/http/handler';
import { sendMessage } from '@/lib/server/messages/messages';
import { newMessageSchema } from '@/lib/validation/provider-messages';

/** /Newmessage: a message to support (limits in the shared schema; 20 an hour per customer). */
export const POST = apiHandler({ body: newMessageSchema }, ({ session, body }) => sendMessage(session.user.id, body));
