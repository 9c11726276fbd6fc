import 'server-only';
import { unsubscribeMacMatches } from '@/lib/server/mail';
import { optOut, optOutSettingOf } from '@/lib/server/users';
import { linkOptOutKeys, type LinkOptOutKey } from '@/lib/validation/profile';

const HEX_128 = /^[0-9a-f]{32}$/;

/**
 * The setting and the customer an unsubscribe link names (`<setting>-<mail token>-<mac>`, see `unsubscribePath`), if
 * it is well formed and its MAC binds that setting to that token: a link edited to name another setting, or a security
 * alert, names nothing.
 */
export function parseUnsubscribeId(id: string): { setting: LinkOptOutKey; token: string } | null {
  const [setting, token, mac, ...rest] = id.split('-');
  if (rest.length || !token || !mac || !HEX_128.test(token) || !HEX_128.test(mac)) return null;
  const known = linkOptOutKeys.find((key) => key === setting);
  return known && unsubscribeMacMatches(token, known, mac) ? { setting: known, token } : null;
}

/** What the unsubscribe page offers: the setting, and whether it is still on; null when the link names nobody. */
export async function unsubscribeOffer(id: string): Promise<{ setting: LinkOptOutKey; on: boolean } | null> {
  const link = parseUnsubscribeId(id);
  if (!link) return null;
  const on = await optOutSettingOf(link.token, link.setting);
  return on === undefined ? null : { setting: link.setting, on };
}

/**
 * Turns off the one setting the link names, for the one customer it names; true when the link names somebody. Asking
 * twice changes nothing: only ever off, so a mail scanner or a replayed link can do no more than the customer asked.
 */
export async function unsubscribe(id: string): Promise<{ setting: LinkOptOutKey } | null> {
  const link = parseUnsubscribeId(id);
  if (!link) return null;
  return (await optOut(link.token, link.setting)) ? { setting: link.setting } : null;
}
