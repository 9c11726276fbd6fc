import { POST as changePassword } from '@/app/api/user/v1/changepassword/route';
import { POST as revoke } from '@/app/api/user/v1/sessions/[id]/revoke/route';
import { GET as listSessions } from '@/app/api/user/v1/sessions/route';
import { POST as antiPhishing } from '@/app/api/user/v1/settings/antiphishing/route';
import { POST as notifications } from '@/app/api/user/v1/settings/notifications/route';
import { hashToken, newSessionToken } from '@/lib/server/auth/session/tokens';
import { db, schema } from '@/lib/server/db';
import { callApi, type CallOptions } from './api';

/** POST user/v1/settings/{notifications|antiphishing} with a JSON body, as the /Settings forms send it. */
export function postSettings(call: 'notifications' | 'antiphishing', body: unknown, options: CallOptions = {}) {
  return callApi(call === 'notifications' ? notifications : antiPhishing, `user/v1/settings/${call}`, { method: 'POST', body, ...options });
}

export function postChangePassword(body: unknown, options: CallOptions = {}) {
  return callApi(changePassword, 'user/v1/changepassword', { method: 'POST', body, ...options });
}

export function getSessions(options: CallOptions = {}) {
  return callApi(listSessions, 'user/v1/sessions', options);
}

export function postRevokeSession(id: number | string, options: CallOptions = {}) {
  return callApi(revoke, `user/v1/sessions/${id}/revoke`, { method: 'POST', body: {}, params: { id: String(id) }, ...options });
}

/**
 * A second live session of the user, as another device would hold it. Sign-in keeps one active session
 * per user, so the row is written directly; it stands for sessions that outlive that rule (and pending ones).
 */
export async function openOtherDeviceSession(
  userId: number,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1',
) {
  const token = newSessionToken();
  const [row] = await db()
    .insert(schema.sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      state: 'active',
      expiresAt: new Date(Date.now() + 3600_000),
      ip: '198.51.100.20',
      userAgent,
    })
    .returning({ id: schema.sessions.id });
  if (!row) throw new Error('session not created');
  return { token, id: row.id };
}

/** The request headers of a browser at `ip`. */
export const fromDevice = (
  ip: string,
  userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
) => ({
  headers: { 'x-kt-client-ip': ip, 'user-agent': userAgent },
});
