import 'server-only';
import { eq } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { recipientColumns } from '@/lib/server/mail';
import { NOTHING_TO_SEND, notifyOfReply, pendingEmail, type PendingEmail } from '@/lib/server/notifications';
import { audit } from '@/lib/server/core';
import type { TicketStatus } from '@/lib/terms/support';
import { routePath } from '@/lib/routes';
import { helpdesk, type TicketContact } from './helpdesk';
import { guestAnswerEmail } from './mail';

const { users } = schema;

async function customerOf(tx: Executor, userId: number) {
  const [user] = await tx
    .select({ id: users.id, ...recipientColumns })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

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

/** An operator's answer: stored, audited and the owner notified in one transaction; the e-mail leaves after it. Null when there is no such ticket. */
export async function answerTicket(id: number, operator: string, text: string, resolve: boolean): Promise<TicketContact | null> {
  const outcome = await helpdesk().answer(id, { operator, body: text, resolve }, async (tx, ticket) => {
    await audit(tx, operator, 'answer-ticket', ticket.userId, { ticket: ticket.id, status: ticket.status, guest: ticket.guest !== null });
    return prepareDelivery(tx, ticket, text);
  });
  if (!outcome) return null;
  await outcome.result.send();
  return outcome.ticket;
}

/** An operator sets a ticket's status (audited); null when there is no such ticket. */
export const setTicketStatus = (id: number, operator: string, status: TicketStatus) =>
  helpdesk().setStatus(id, status, (tx, ticket) => audit(tx, operator, 'ticket-status', ticket.userId, { ticket: ticket.id, status }));

export const ticketQueue = (status: TicketStatus | 'all') => helpdesk().queue(status);
export const ticketConversation = (id: number) => helpdesk().conversation(id);
