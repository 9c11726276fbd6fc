import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';

export async function findAutoLogoutSetting(id: number) {
  const [row] = await db().select().from(schema.autoLogoutSettings).where(eq(schema.autoLogoutSettings.id, id));
  if (!row) return undefined;
  return { id: row.id, status: row.status, logout_timeout: row.logoutTimeout, logout_message: row.logoutMessage };
}
