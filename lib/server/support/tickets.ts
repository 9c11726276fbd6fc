import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { CustomerRow } from '@/lib/server/auth/session';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { enforceRateLimit } from '@/lib/server/security/rate-limit';
import type { ReplyInput, SupportNote, TicketInput } from '@/lib/validation/support';
import type { SupportTier, TicketView } from '@/lib/views/support';
import { checkAttachments, type IncomingFile } from './attachments';
import { helpdesk } from './helpdesk';

const { users } = schema;

/** Spec section 6: basic gets support, advanced senior support, pro VIP support. */
const TIER_OF_PLAN: Record<CustomerRow['plan'], SupportTier> = { basic: 'support', advanced: 'senior', pro: 'vip' };

const notFound = () => new AppError(404, 'notFound');

/** A new ticket of the signed-in customer, with up to three files, at the tier of their plan today. */
export async function openCustomerTicket(user: Pick<CustomerRow, 'id' | 'plan'>, input: TicketInput, files: IncomingFile[]) {
  const checked = checkAttachments(files);
  return helpdesk().openTicket({ owner: { userId: user.id }, ...input, tier: TIER_OF_PLAN[user.plan], files: checked });
}

/** The customer's reply to their own ticket; it is support's turn again. Anyone else's ticket is not found. */
export async function replyToTicket(userId: number, ticketId: number, input: ReplyInput, files: IncomingFile[]) {
  const checked = checkAttachments(files);
  const post = await helpdesk().reply(userId, ticketId, input.body, checked);
  if (!post) throw notFound();
  return post;
}

export async function ticketOrNotFound(userId: number, ticketId: number): Promise<TicketView> {
  const ticket = await helpdesk().ticketOf(userId, ticketId);
  if (!ticket) throw notFound();
  return ticket;
}

/**
 * /jiranote: someone who cannot sign in writes to support. The note becomes a guest ticket answered by e-mail, tied to
 * the customer that address belongs to, if any. The answer is the same whatever the address (no account lookup), and
 * it is counted per IP and per address before anything is written.
 */
export async function submitSupportNote(note: SupportNote, context: { ip: string | null; locale: Locale }): Promise<{ received: true }> {
  const email = note.email.toLowerCase();
  await enforceRateLimit('support-note-ip', { ip: context.ip });
  await enforceRateLimit('support-note-email', { email });
  const [customer] = await db()
    .select({ id: users.id, plan: users.plan })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  await helpdesk().openTicket({
    owner: { guestEmail: note.email, guestLanguage: context.locale, userId: customer?.id ?? null },
    category: 'security',
    subject: note.subject,
    description: note.description,
    tier: customer ? TIER_OF_PLAN[customer.plan] : 'support',
    files: [],
  });
  return { received: true };
}
