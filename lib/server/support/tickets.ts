import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import type { CustomerRow } from '@/lib/server/auth';
import { db, type Executor } from '@/lib/server/db';
import { ensureStorageRoom } from '@/lib/server/files';
import { AppError, findCustomerByEmail } from '@/lib/server/core';
import { enforceRateLimit } from '@/lib/server/security';
import type { ReplyInput, SupportNote, TicketInput } from '@/lib/validation/support';
import type { TicketView } from '@/lib/views/support';
import type { SupportTier } from '@/lib/terms/support';
import { checkAttachments, type CheckedFile, type IncomingFile } from './attachments';
import { helpdesk } from './helpdesk';

/** Spec section 6: basic gets support, advanced senior support, pro VIP support. */
const TIER_OF_PLAN: Record<CustomerRow['plan'], SupportTier> = { basic: 'support', advanced: 'senior', pro: 'vip' };

/** A guest note's tier, whatever address it gives: a plan's tier is for the customer who signed in. */
const GUEST_TIER: SupportTier = 'support';

const notFound = () => new AppError(404, 'notFound');

/** Checked in the storing transaction: the files must fit in what is left of the customer's storage quota. */
function roomFor(userId: number, files: CheckedFile[]) {
  const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  return (tx: Executor) => ensureStorageRoom(tx, userId, bytes);
}

/**
 * A new ticket of the signed-in customer, with up to three files, at the tier of their plan today. Counted per
 * customer before anything is written (20 an hour), and refused when the files would not fit in their storage quota.
 */
export async function openCustomerTicket(user: Pick<CustomerRow, 'id' | 'plan'>, input: TicketInput, files: IncomingFile[]) {
  await enforceRateLimit('support-ticket', { account: user.id });
  const checked = checkAttachments(files);
  return helpdesk().openTicket(
    { owner: { userId: user.id }, ...input, tier: TIER_OF_PLAN[user.plan], files: checked },
    roomFor(user.id, checked),
  );
}

/**
 * The customer's reply to their own ticket; it is support's turn again. Anyone else's ticket is not found. Limited
 * like a new ticket: 20 an hour, and the files within the storage quota.
 */
export async function replyToTicket(userId: number, ticketId: number, input: ReplyInput, files: IncomingFile[]) {
  await enforceRateLimit('support-reply', { account: userId });
  const checked = checkAttachments(files);
  const post = await helpdesk().reply(userId, ticketId, input.body, checked, roomFor(userId, checked));
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
 * the customer that address belongs to, if any, so support sees whose account it concerns. The answer is the same
 * whatever the address (no account lookup), and it is counted per IP and per address before anything is written.
 * Nobody proved to own the address: the note is always at the 'support' tier, never the customer's (a stranger typing
 * a VIP's address must not jump the queue), and its answer never carries their anti-phishing code (see operator.ts).
 */
export async function submitSupportNote(note: SupportNote, context: { ip: string | null; locale: Locale }): Promise<{ received: true }> {
  const email = note.email.toLowerCase();
  await enforceRateLimit('support-note-ip', { ip: context.ip });
  await enforceRateLimit('support-note-email', { email });
  const customer = await findCustomerByEmail(db(), email);
  await helpdesk().openTicket({
    owner: { guestEmail: note.email, guestLanguage: context.locale, userId: customer?.id ?? null },
    category: 'security',
    subject: note.subject,
    description: note.description,
    tier: GUEST_TIER,
    files: [],
  });
  return { received: true };
}
