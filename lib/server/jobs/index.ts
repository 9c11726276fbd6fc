// What other domains may call in lib/server/jobs: they import '@/lib/server/jobs', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { queueJob } from './queue';
