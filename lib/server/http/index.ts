// What other domains may call in lib/server/http: they import '@/lib/server/http', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { readBodyCapped, readMultipart } from './body';
export { apiHandler, parseOrThrow, sessionTokenOf } from './handler';
