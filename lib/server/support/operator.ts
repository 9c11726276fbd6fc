import 'server-only';
import type { Executor } from '@/lib/server/db';
import { NOTHING_TO_SEND, notifyOfReply, pendingEmail, type PendingEmail } from '@/lib/server/notifications';
import type { TicketStatus } from '@/lib/terms/support';
import { routePath } from '@/lib/routes';
import { customersByIds, RECIPIENT_FIELDS } from '@/lib/server/users';
import { helpdesk, type TicketContact } from './helpdesk';
import { guestAnswerEmail } from './mail';

const customerOf = async (tx: Executor, userId: number) => (await customersByIds(tx, [userId], RECIPIENT_FIELDS))[0];

/**
 * What reaches the ticket's owner once the answer is stored: a customer's bell (and the "internal message received"
 * e-mail if they want it), in their language, linking to the ticket; a guest note's sender, whose only channel is
 * e-mail, the answer itself. Both are prepared in the answer's transaction and sent after it commits.
 */
async function prepareDelivery(tx: Executor, ticket: TicketContact, answer: string): Promise<PendingEmail> {
  if (ticket.guest) {
    const { email, language } = ticket.guest;
    // Never the anti-phishing code of the customer the address belongs to: whoever typed the address proved nothing,
    // must not learn the code from our answer, and the customer must not get a mail that looks genuine for their note.
    const message = guestAnswerEmail({ email, language, antiPhishingCode: null }, ticket, answer);
    return pendingEmail({ ...message, purpose: 'support-answer' });
  }
  const customer = ticket.userId === null ? undefined : await customerOf(tx, ticket.userId);
  if (!customer) return NOTHING_TO_SEND;
  return notifyOfReply(tx, {
    userId: customer.id,
    content: { key: 'ticketAnswered', values: { subject: ticket.subject } },
    link: routePath('openIssue', { id: ticket.id }),
  });
}

/**
 * An operator's answer, stored and the owner notified in the caller's transaction (the operator command's, with its
 * audit row); the e-mail (`notice`) is the caller's to send after the commit. Null when there is no such ticket.
 */
export async function answerTicket(tx: Executor, id: number, operator: string, text: string, resolve: boolean) {
  const ticket = await helpdesk().answer(tx, id, { operator, body: text, resolve });
  return ticket && { ticket, notice: await prepareDelivery(tx, ticket, text) };
}

/** An operator sets a ticket's status; null when there is no such ticket. */
export const setTicketStatus = (tx: Executor, id: number, status: TicketStatus) => helpdesk().setStatus(tx, id, status);

export const ticketQueue = (status: TicketStatus | 'all') => helpdesk().queue(status);
export const ticketConversation = (id: number) => helpdesk().conversation(id);
