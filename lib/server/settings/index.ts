// What other domains may call in lib/server/settings: they import '@/lib/server/settings', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { findAutoLogoutSetting, withinAutoLogout } from './auto-logout';
