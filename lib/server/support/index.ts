// What other domains may call in lib/server/support: they import '@/lib/server/support', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { helpdesk } from './helpdesk';
export { readPostForm } from './attachments';
export { submitFraudReport } from './fraud-reports';
export { answerTicket, setTicketStatus, ticketConversation, ticketQueue } from './operator';
export { supportCommands } from './ops';
export { openCustomerTicket, replyToTicket, submitSupportNote, ticketOrNotFound } from './tickets';
