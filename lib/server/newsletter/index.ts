// What other domains and app/ may call in lib/server/newsletter: they import '@/lib/server/newsletter', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { subscribeToNewsletter } from './subscribe';
