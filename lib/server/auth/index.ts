// What other domains and app/ may call in lib/server/auth: they import '@/lib/server/auth', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
// The domain's folders: session/ (sign-in, the session, who is signed in), password/, two-factor/, passkeys/, oidc/
// (social sign-in), registration/; at the top what several of them share (verification codes, security e-mails).
import 'server-only';

export { sweepExpiredSignIns } from './jobs';
export { CODE_MINUTES, consumeVerificationCode, issueVerificationCode } from './verification-codes';
export type { VerificationPurpose } from './verification-codes';

export { finishSocialSignIn, startSocialSignIn } from './oidc/flow';
export { linkedIdentitiesOf, unlinkIdentity } from './oidc/identities';
export { completeLink, createAccountFromLink, customerByLinkCode, linkStepOf, sendLinkCode } from './oidc/link';
export { addPasskey, passkeyRegistrationOptions, removePasskey } from './passkeys/manage';
export {
  completePasskeySecondFactor,
  passkeyConfirmOptions,
  passkeySecondFactorOptions,
  passkeySignInOptions,
  signInWithPasskey,
} from './passkeys/sign-in';
export { changePassword } from './password/change';
export { hashPassword, verifyPassword } from './password/password';
export { requestPasswordReset, resetPassword } from './password/reset';
export { resendContactCode, verifyContactCode } from './registration/codes';
export { contactCodeSms } from './registration/mail';
export { registerCustomer } from './registration/registration';
export { saveUserInfo } from './registration/user-info';
export { listActiveSessions, revokeOtherSession } from './session/active-sessions';
export { findAutoLogoutSetting } from './session/auto-logout';
export { currentSession, requireCustomer } from './session/current';
export { previousSuccessfulLogin, recentLoginAttempts } from './session/login-events';
export { assertOwnAccount } from './session/own-account';
export { reauthenticate } from './session/reauthenticate';
export { AVATAR_PATH_PREFIX, toUserRecord } from './session/record';
export { lookupSession, revokeSession } from './session/session';
export type { CustomerRow, SessionContext, SessionState } from './session/session';
export { isUniqueViolation, signedInAnswer, signIn, verifyCredentials } from './session/sign-in';
export { resetForgottenTwoFactor, sendForgotTwoFactorCode } from './two-factor/forgot';
export {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  proveWithAuthenticator,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor/two-factor';
