// What other domains may call in lib/server/content: they import '@/lib/server/content', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { PLAN_PRICES } from './catalogue';
