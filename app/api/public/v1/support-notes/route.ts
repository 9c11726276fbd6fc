import { apiHandler } from '@/lib/server/http/handler';
import { submitSupportNote } from '@/lib/server/support/tickets';
import { supportNoteSchema } from '@/lib/validation/support';

/** /jiranote: a note to support from someone who cannot sign in; the same answer whatever the e-mail. */
export const POST = apiHandler({ auth: 'none', body: supportNoteSchema }, async ({ body, ip, locale }) => submitSupportNote(body, { ip, locale }));
