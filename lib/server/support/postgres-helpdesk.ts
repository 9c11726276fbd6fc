import 'server-only';
import { and, asc, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { db, schema, type Executor } from '@/lib/server/db';
import { paged } from '@/lib/server/core';
import { withEmails } from '@/lib/server/users';
import { attachmentUrlOf, TICKETS_PAGE_SIZE, type TicketPostView, type TicketView } from '@/lib/views/support';
import { type TicketStatus } from '@/lib/terms/support';
import { readAttachmentFile, storeAttachments, type CheckedFile } from './attachments';
import type { Helpdesk, QueuedTicket, TicketContact } from './helpdesk';

const { supportTickets: tickets, supportTicketPosts: posts, supportTicketAttachments: attachments } = schema;

/** A customer sees their own tickets; a guest note stays with support and the e-mail it came from. */
const ownedBy = (userId: number): SQL => and(eq(tickets.userId, userId), isNull(tickets.guestEmail))!;

/** Runs `before` (a check that may refuse) and `work` in one transaction: a refused post stores nothing, files included. */
function checkedTransaction<T>(before: ((tx: Executor) => Promise<void>) | undefined, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await before?.(tx);
    return work(tx);
  });
}

async function addPost(
  tx: Executor,
  ticketId: number,
  post: { author: 'customer' | 'support'; operatorName?: string; body: string },
  upload: { owner: number | null; files: CheckedFile[] } = { owner: null, files: [] },
): Promise<number> {
  const { files } = upload;
  const [row] = await tx
    .insert(posts)
    .values({ ticketId, author: post.author, operatorName: post.operatorName ?? null, body: post.body })
    .returning({ id: posts.id });
  const names = await storeAttachments(tx, upload.owner, files);
  if (files.length > 0)
    await tx.insert(attachments).values(
      files.map((file, i) => ({
        postId: row!.id,
        storedName: names[i]!,
        mimeType: file.mimeType,
        sizeBytes: file.bytes.length,
        originalName: file.originalName,
      })),
    );
  return row!.id;
}

/** Moves a ticket to `status` (locking it), or null when `where` finds none. */
async function restatus(tx: Executor, id: number, status: TicketStatus, where: SQL = sql`true`): Promise<TicketContact | null> {
  const [row] = await tx
    .update(tickets)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(tickets.id, id), where))
    .returning({
      id: tickets.id,
      subject: tickets.subject,
      status: tickets.status,
      userId: tickets.userId,
      guestEmail: tickets.guestEmail,
      guestLanguage: tickets.guestLanguage,
    });
  if (!row) return null;
  const { guestEmail, guestLanguage, ...rest } = row;
  return { ...rest, guest: guestEmail ? { email: guestEmail, language: guestLanguage ?? 'en' } : null };
}

/** The conversation of one ticket, oldest first, each post with its attachments. */
async function postsOf(ticketId: number): Promise<TicketPostView[]> {
  const rows = await db().select().from(posts).where(eq(posts.ticketId, ticketId)).orderBy(asc(posts.createdAt), asc(posts.id));
  const files = rows.length
    ? await db()
        .select()
        .from(attachments)
        .where(
          inArray(
            attachments.postId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(attachments.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    operatorName: row.operatorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    attachments: files
      .filter((file) => file.postId === row.id)
      .map((file) => ({ id: file.id, originalName: file.originalName, sizeBytes: file.sizeBytes, url: attachmentUrlOf(file.id) })),
  }));
}

/** Who a ticket belongs to, as the operator reads it. */
const customerLabel = (row: { guestEmail: string | null; email: string | null; userId: number | null }) =>
  row.guestEmail ? `guest ${row.guestEmail}` : (row.email ?? `customer ${row.userId}`);

/** The ticket `where` finds, and its row (whose it is). */
async function ticketWhere(where: SQL): Promise<{ ticket: TicketView; row: typeof tickets.$inferSelect } | null> {
  const [ticket] = await db().select().from(tickets).where(where);
  if (!ticket) return null;
  return {
    ticket: {
      id: ticket.id,
      subject: ticket.subject,
      category: ticket.category,
      status: ticket.status,
      tier: ticket.tier,
      createdAt: ticket.createdAt.toISOString(),
      updatedAt: ticket.updatedAt.toISOString(),
      posts: await postsOf(ticket.id),
    },
    row: ticket,
  };
}

const TIER_ORDER = sql`CASE ${tickets.tier} WHEN 'vip' THEN 0 WHEN 'senior' THEN 1 ELSE 2 END`;

/** Tickets in this database: the conversation in `support_ticket_posts`, files in `stored_files`. */
export const postgresHelpdesk: Helpdesk = {
  async openTicket({ owner, category, subject, description, tier, files }, before) {
    return checkedTransaction(before, async (tx) => {
      const [row] = await tx
        .insert(tickets)
        .values({
          userId: owner.userId,
          guestEmail: 'guestEmail' in owner ? owner.guestEmail : null,
          guestLanguage: 'guestEmail' in owner ? owner.guestLanguage : null,
          category,
          subject,
          tier,
        })
        .returning({ id: tickets.id });
      await addPost(tx, row!.id, { author: 'customer', body: description }, { owner: owner.userId, files });
      return { id: row!.id };
    });
  },

  async ticketsOf(userId, page) {
    const rows = await db()
      .select({
        id: tickets.id,
        subject: tickets.subject,
        category: tickets.category,
        status: tickets.status,
        updatedAt: tickets.updatedAt,
      })
      .from(tickets)
      .where(ownedBy(userId))
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(TICKETS_PAGE_SIZE + 1)
      .offset((page - 1) * TICKETS_PAGE_SIZE);
    return paged(rows, page, TICKETS_PAGE_SIZE, (row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  },

  async ticketOf(userId, id) {
    return (await ticketWhere(and(eq(tickets.id, id), ownedBy(userId))!))?.ticket ?? null;
  },

  async reply(userId, id, body, files, before) {
    // Tickets are never deleted: one owned here is still owned in the transaction.
    const [owned] = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, id), ownedBy(userId)));
    if (!owned) return null;
    return checkedTransaction(before, async (tx) => {
      await restatus(tx, id, 'open');
      return { id: await addPost(tx, id, { author: 'customer', body }, { owner: userId, files }) };
    });
  },

  async answer(tx, id, { operator, body, resolve }) {
    const ticket = await restatus(tx, id, resolve ? 'resolved' : 'waiting');
    if (ticket) await addPost(tx, id, { author: 'support', operatorName: operator, body });
    return ticket;
  },

  setStatus: (tx, id, status) => restatus(tx, id, status),

  async queue(status) {
    const lastPostAt = max(posts.createdAt);
    const rows = await db()
      .select({
        id: tickets.id,
        tier: tickets.tier,
        status: tickets.status,
        subject: tickets.subject,
        guestEmail: tickets.guestEmail,
        userId: tickets.userId,
        lastPostAt,
      })
      .from(tickets)
      .innerJoin(posts, eq(posts.ticketId, tickets.id))
      .where(status === 'all' ? undefined : eq(tickets.status, status))
      .groupBy(tickets.id)
      .orderBy(TIER_ORDER, asc(lastPostAt));
    return (await withEmails(db(), rows)).map((row): QueuedTicket => ({
      id: row.id,
      tier: row.tier,
      status: row.status,
      subject: row.subject,
      customer: customerLabel(row),
      lastPostAt: row.lastPostAt ?? new Date(0),
    }));
  },

  async conversation(id) {
    const found = await ticketWhere(eq(tickets.id, id));
    if (!found) return null;
    const [owner] = await withEmails(db(), [found.row]);
    return { ...found.ticket, customer: customerLabel(owner!) };
  },

  async readAttachment(userId, attachmentId) {
    const [row] = await db()
      .select({ storedName: attachments.storedName, mimeType: attachments.mimeType, originalName: attachments.originalName })
      .from(attachments)
      .innerJoin(posts, eq(posts.id, attachments.postId))
      .innerJoin(tickets, eq(tickets.id, posts.ticketId))
      .where(and(eq(attachments.id, attachmentId), ownedBy(userId)));
    if (!row) return null;
    return { bytes: await readAttachmentFile(row.storedName), mimeType: row.mimeType, originalName: row.originalName };
  },
};
