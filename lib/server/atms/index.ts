// What other domains may call in lib/server/atms: they import '@/lib/server/atms', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { atmIndex } from './catalog';
export { mapCspSources } from './map-config';
