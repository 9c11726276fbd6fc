// What other domains may call in lib/server/cache: they import '@/lib/server/cache', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { cached, invalidateCached } from './ttl';
