// What other domains may call in lib/server/mailbox: they import '@/lib/server/mailbox', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { sendMessage } from './mailbox';
export { answerMessage, messagesForOperator, threadForOperator } from './operator';
export type { OperatorMessageRow } from './operator';
export { mailboxCommands } from './ops';
