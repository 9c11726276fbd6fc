// What other domains may call in lib/server/auth: they import '@/lib/server/auth', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { isUniqueViolation, signIn, signedInAnswer, verifyCredentials } from './accounts';
export { listActiveSessions, revokeOtherSession } from './active-sessions';
export { changePassword } from './change-password';
export { currentSession, requireCustomer } from './current';
export { resetForgottenTwoFactor, sendForgotTwoFactorCode } from './forgot-two-factor';
export { sweepExpiredSignIns } from './jobs';
export { previousSuccessfulLogin, recentLoginAttempts } from './login-events';
export { finishSocialSignIn, startSocialSignIn } from './oidc-flow';
export { linkedIdentitiesOf, unlinkIdentity } from './oidc-identities';
export { assertOwnAccount } from './own-account';
export {
  addPasskey,
  completePasskeySecondFactor,
  passkeyConfirmOptions,
  passkeyRegistrationOptions,
  passkeySecondFactorOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
} from './passkeys';
export { completeLink, createAccountFromLink, customerByLinkCode, getSocialLinkPage, linkStepOf, sendLinkCode } from './oidc-link';
export { hashPassword, verifyPassword } from './password';
export { drawQrCode, qrCodeSvg } from './qr-code';
export { reauthenticate } from './reauthenticate';
export { AVATAR_PATH_PREFIX, toUserRecord } from './record';
export { registerCustomer } from './registration';
export { resendContactCode, verifyContactCode } from './registration-codes';
export { requestPasswordReset, resetPassword } from './recovery';
export { contactCodeSms } from './registration-mail';
export { lookupSession, revokeSession } from './session';
export type { CustomerRow, SessionContext, SessionState } from './session';
export {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  proveWithAuthenticator,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor';
export { saveUserInfo } from './user-info';
export { CODE_MINUTES, consumeVerificationCode, issueVerificationCode } from './verification-codes';
export type { VerificationPurpose } from './verification-codes';
