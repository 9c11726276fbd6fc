// What other domains may call in lib/server/demo: they import '@/lib/server/demo', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { demoLogins, seedDemoData } from './seed';
