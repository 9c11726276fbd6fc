import 'server-only';
import { z } from 'zod';
import { TICKET_STATUSES } from '@/lib/terms/support';
import { ageOf, defineCommand, line, oneOf, option, printableLines, quoted, required, rowId, text, UsageError } from '@/lib/server/core';
import { answerTicket, setTicketStatus, ticketConversation, ticketQueue } from './operator';

const ticketId = rowId('name the ticket by its number (see: tickets)');

export const supportCommands = [
  defineCommand({
    name: 'tickets',
    help: 'support tickets (default open), VIP first, then the longest waiting',
    args: z.object({ status: oneOf([...TICKET_STATUSES, 'all'], 'the status').default('open') }),
    writes: false,
    async run({ args: { status } }) {
      const rows = await ticketQueue(status);
      if (rows.length === 0) return { lines: [`no ${status === 'all' ? '' : `${status} `}tickets`] };
      return {
        lines: rows.map(({ id, tier, status, customer, subject, lastPostAt }) => {
          const waited = ageOf(lastPostAt);
          return line`#${id}  ${tier.padEnd(7)} ${status.padEnd(9)} ${customer}  ${quoted(subject)}  last post ${waited} ago`;
        }),
      };
    },
  }),
  defineCommand({
    name: 'ticket',
    help: 'one ticket and its conversation, oldest first',
    args: z.object({ id: ticketId }),
    writes: false,
    async run({ args: { id } }) {
      const ticket = await ticketConversation(id);
      if (!ticket) throw new UsageError(`no ticket ${id}`);
      return {
        lines: [
          line`#${ticket.id} ${quoted(ticket.subject)} (${ticket.category}) ${ticket.status}, ${ticket.tier}, ${ticket.customer}`,
          ...ticket.posts.flatMap((post) => [
            '',
            line`${post.createdAt} ` + (post.author === 'support' ? line`support (${post.operatorName}):` : 'customer:'),
            ...printableLines(post.body),
            ...post.attachments.map((file) => line`  [attachment ${file.id}: ${file.originalName}, ${file.sizeBytes} bytes]`),
          ]),
        ],
      };
    },
  }),
  defineCommand({
    name: 'answer-ticket',
    help: 'answer a ticket: it waits for the customer (or is resolved); bell or e-mail',
    args: z.object({ id: ticketId, resolve: option(z.boolean().default(false)), text: text(required('write the answer after --')) }),
    writes: true,
    async run({ args: { id, resolve, text }, tx, operator }) {
      const answered = await answerTicket(tx, id, operator, text, resolve);
      if (!answered) throw new UsageError(`no ticket ${id}`);
      const { ticket, notice } = answered;
      return {
        customer: ticket.userId,
        record: { status: ticket.status, guest: ticket.guest !== null },
        lines: [
          line`ticket ${ticket.id} answered; now ${ticket.status}` + (ticket.guest ? line`; answer e-mailed to ${ticket.guest.email}` : ''),
        ],
        afterCommit: () => notice.send(),
      };
    },
  }),
  defineCommand({
    name: 'ticket-status',
    help: 'set a ticket’s status',
    args: z.object({ id: ticketId, status: oneOf(TICKET_STATUSES, 'the status') }),
    writes: true,
    async run({ args: { id, status }, tx }) {
      const ticket = await setTicketStatus(tx, id, status);
      if (!ticket) throw new UsageError(`no ticket ${id}`);
      return { customer: ticket.userId, lines: [`ticket ${ticket.id} is now ${ticket.status}`] };
    },
  }),
];
