// What other domains may call in lib/server/transfers: they import '@/lib/server/transfers', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { sweepExpiredQuotes, transferMailPoller } from './jobs';
export { deliverTransferMail } from './mail';
export { previewUserTransfer, sendToUser } from './users';
export { confirmOwnTransfer, quoteOwnTransfer } from './own';
