import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { notificationFields } from '@/lib/server/users/profile';
import { notificationKeys, type NotificationKey } from '@/lib/validation/profile';

const { users } = schema;

/** The setting and the customer an unsubscribe link names (`<setting>-<mail token>`; no dot, which the proxy would take for a file name), if it is well formed. */
export function parseUnsubscribeId(id: string): { setting: NotificationKey; token: string } | null {
  const [setting, token, ...rest] = id.split('-');
  if (rest.length || !token || !/^[0-9a-f]{32}$/.test(token)) return null;
  const known = notificationKeys.find((key) => key === setting);
  return known ? { setting: known, token } : null;
}

/** What the unsubscribe page offers: the setting, and whether it is still on; null when the link names nobody. */
export async function unsubscribeOffer(id: string): Promise<{ setting: NotificationKey; on: boolean } | null> {
  const link = parseUnsubscribeId(id);
  if (!link) return null;
  const [row] = await db().select({ on: users[notificationFields[link.setting]] }).from(users).where(eq(users.mailToken, link.token));
  return row ? { setting: link.setting, on: row.on } : null;
}

/**
 * Turns off the one setting the link names, for the one customer it names; true when the link names somebody. Asking
 * twice changes nothing: only ever off, so a mail scanner or a replayed link can do no more than the customer asked.
 */
export async function unsubscribe(id: string): Promise<{ setting: NotificationKey } | null> {
  const link = parseUnsubscribeId(id);
  if (!link) return null;
  const updated = await db()
    .update(users)
    .set({ [notificationFields[link.setting]]: false })
    .where(eq(users.mailToken, link.token))
    .returning({ id: users.id });
  return updated.length ? { setting: link.setting } : null;
}
