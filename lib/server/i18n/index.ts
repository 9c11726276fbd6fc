// What other domains may call in lib/server/i18n: they import '@/lib/server/i18n', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { hostDefaultLocale, localizedPath } from './paths';
export { translateError, translatorFor } from './translate';
export type { Translator } from './translate';
