// What other domains may call in lib/server/verification: they import '@/lib/server/verification', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { documentTooLarge, readOwnDocument, uploadDocument } from './documents';
export { verificationCommands } from './ops';
export { approveDocument, refuseDocument } from './review';
