import 'server-only';
import type { LinkedIdentity } from '@/lib/views/users';
import { and, desc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { oidcProviders } from './config';

const { userIdentities } = schema;

/** The customer's linked social sign-in accounts, newest first, for /Settings. */
export async function linkedIdentitiesOf(userId: number): Promise<LinkedIdentity[]> {
  const names = new Map(oidcProviders().map((provider) => [provider.id, provider.name]));
  const rows = await db()
    .select({
      id: userIdentities.id,
      provider: userIdentities.provider,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
      lastUsedAt: userIdentities.lastUsedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(desc(userIdentities.createdAt), desc(userIdentities.id));
  return rows.map(({ provider, ...row }) => ({ ...row, providerName: names.get(provider) ?? provider }));
}

/**
 * Unlinks one of the customer's own social accounts; any other id is 404, whoever's it is. Every customer
 * has a password, so this never locks anyone out.
 */
export async function unlinkIdentity(userId: number, identityId: number): Promise<void> {
  const deleted = await db()
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, identityId), eq(userIdentities.userId, userId)))
    .returning({ id: userIdentities.id });
  if (deleted.length === 0) throw new AppError(404, 'notFound');
}
