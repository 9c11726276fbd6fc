import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { db, schema } from '@/lib/server/db';

const { autoLogoutSettings } = schema;

export async function findAutoLogoutSetting(id: number) {
  const [row] = await db().select().from(autoLogoutSettings).where(eq(autoLogoutSettings.id, id));
  if (!row) return undefined;
  return { id: row.id, status: row.status, logout_timeout: row.logoutTimeout, logout_message: row.logoutMessage };
}

/**
 * A condition for a session query: true unless the auto-logout setting is on and a session signed in at `signedInAt`
 * has outlived its logout_timeout minutes. A condition, not a lookup, so the session check stays one query.
 */
export const withinAutoLogout = (signedInAt: PgColumn): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${autoLogoutSettings} WHERE ${autoLogoutSettings.id} = 1 AND ${autoLogoutSettings.status} AND ${signedInAt} <= now() - make_interval(mins => ${autoLogoutSettings.logoutTimeout}))`;
