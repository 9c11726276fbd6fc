// What other domains may call in lib/server/inbox: they import '@/lib/server/inbox', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { excerptOf } from './inbox';
export { newsMailJob } from './jobs';
export { mailNewsBatch } from './news-mail';
export type { NewsMailJob } from './news-mail';
export { inboxCommands } from './ops';
