// What other domains may call in lib/server/core: they import '@/lib/server/core', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { audit } from './audit';
export { cached, invalidateCached } from './cache';
export {
  UsageError,
  ageOf,
  argumentRoles,
  defineCommand,
  formatUnits,
  labelled,
  oneOf,
  option,
  required,
  rowId,
  text,
  unitsOf,
  words,
} from './command';
export type { ArgumentRole, Command } from './command';
export { secureCookiesFor, sessionCookieName, sessionCookieOptions } from './cookies';
export { customerByEmail, findCustomerByEmail, plansOf } from './customers';
export { AppError, accountBusy, fieldError, messageKeyOf, notFound } from './errors';
export type { ErrorStatus, Message, MessageValues, MoneyValue } from './errors';
export { EXPIRED_GRACE, defineJob, deletedRows, jobId, queueJob, runningQueue, senderOf } from './jobs';
export type { JobDefinition, JobSender, Poller } from './jobs';
export { customerColumns, lockCustomer } from './locks';
export type { CustomerField, CustomerPick } from './locks';
export { pageOf, paged } from './paging';
export { SEAL_OVERHEAD_BYTES, derivedServerKey, seal, unseal } from './sealed';
export type { SealPurpose } from './sealed';
export { line, printableLines, quoted } from './printable';
export { clientIp, requestLocale, requestOrigin } from './request';
