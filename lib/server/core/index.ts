// What other domains may call in lib/server/core: they import '@/lib/server/core', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { audit } from './audit';
export { secureCookiesFor, sessionCookieName, sessionCookieOptions } from './cookies';
export { AppError, fieldError, messageKeyOf } from './errors';
export type { ErrorStatus, Message, MessageValues, MoneyValue } from './errors';
export { lockCustomer } from './locks';
export { pageOf, paged } from './paging';
export { clientIp, requestLocale, requestOrigin } from './request';
