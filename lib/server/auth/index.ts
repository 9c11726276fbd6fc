// What other domains may call in lib/server/auth: they import '@/lib/server/auth', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { isUniqueViolation } from './accounts';
export { listActiveSessions } from './active-sessions';
export { currentSession, requireCustomer } from './current';
export { sweepExpiredSignIns } from './jobs';
export { previousSuccessfulLogin, recentLoginAttempts } from './login-events';
export { linkedIdentitiesOf } from './oidc-identities';
export { hashPassword, verifyPassword } from './password';
export { drawQrCode } from './qr-code';
export { reauthenticate } from './reauthenticate';
export { AVATAR_PATH_PREFIX, toUserRecord } from './record';
export { contactCodeSms } from './registration-mail';
export { lookupSession } from './session';
export type { CustomerRow, SessionContext, SessionState } from './session';
export { proveWithAuthenticator } from './two-factor';
export { CODE_MINUTES, consumeVerificationCode, issueVerificationCode } from './verification-codes';
export type { VerificationPurpose } from './verification-codes';
