// What other domains and app/ may call in lib/server/fraud: they import '@/lib/server/fraud', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { submitFraudReport } from './reports';
