import * as site from '@/lib/api/contracts/site';
import { apiHandler } from '@/lib/server/http';
import { submitSupportNote } from '@/lib/server/support';

/** /jiranote: a note to support from someone who cannot sign in; the same answer whatever the e-mail. */
export const POST = apiHandler(site.supportNote, async ({ body, ip, locale }) => submitSupportNote(body, { ip, locale }));
