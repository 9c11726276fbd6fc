import * as site from '@/lib/api/contracts/site';
import { apiHandler } from '@/lib/server/http';
import { notFound } from '@/lib/server/core';
import { unsubscribe } from '@/lib/server/notifications';

/**
 * The unsubscribe link's call: the page's button, and the one-click POST a mail client makes from the List-Unsubscribe
 * header (RFC 8058), which carries neither our client token nor a session. The link itself is the authority, and it
 * can only turn its one setting off.
 */
export const POST = apiHandler(
  site.unsubscribe,
  async ({ params }) => (await unsubscribe(params.id)) ?? Promise.reject(notFound('unsubscribe.unknown')),
);
