// What other domains and app/ may call in lib/server/shell: they import '@/lib/server/shell', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { getShell } from './shell';
export { getAppFrame } from './app-frame';
