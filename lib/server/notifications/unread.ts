import 'server-only';
import { and, desc, eq, gt, or } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';

const { broadcasts, news } = schema;

interface Reader {
  id: number;
  createdAt: Date;
}

/**
 * Unread broadcasts exactly as spec section 7 defines them: broadcast 1 always; a broadcast to All that
 * is newer than the account; a broadcast to this user. There is no per-read state in the contract.
 */
export async function listUnreadBroadcasts(reader: Reader) {
  const rows = await db()
    .select()
    .from(broadcasts)
    .where(
      or(
        eq(broadcasts.id, 1),
        and(eq(broadcasts.toSend, 'All'), gt(broadcasts.createdAt, reader.createdAt)),
        and(eq(broadcasts.toSend, 'User'), eq(broadcasts.toId, reader.id)),
      ),
    )
    .orderBy(desc(broadcasts.createdAt));
  return rows.map((b) => ({
    bc_id: b.id,
    title: b.title,
    message: b.message,
    to_send: b.toSend,
    toid: b.toId,
    created_datetime: b.createdAt.toISOString(),
  }));
}

/** Unread news: published after the account was created (spec section 7). */
export async function listUnreadNews(reader: Reader) {
  const rows = await db().select().from(news).where(gt(news.createdAt, reader.createdAt)).orderBy(desc(news.createdAt));
  return rows.map((n) => ({ id: n.id, title: n.title, summary: n.summary, created_datetime: n.createdAt.toISOString() }));
}
