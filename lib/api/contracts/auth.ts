import { z } from 'zod';
import { CONTACT_STEPS } from '@/lib/session/sign-in-steps';
import {
  contactCodeSchema,
  contactStepParams,
  loginRequestSchema,
  loginSchema,
  registerSchema,
  userInfoSchema,
} from '@/lib/validation/auth';
import { forgotTwoFactorResetSchema, forgotTwoFactorSendSchema } from '@/lib/validation/forgot-two-factor';
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/recovery';
import { linkCodeSchema, linkCodeSendSchema, providerParams, socialStartSchema } from '@/lib/validation/social-link';
import {
  addPasskeySchema,
  passkeyAssertionSchema,
  passkeyPasswordSchema,
  passkeyParams,
  removePasskeySchema,
} from '@/lib/validation/passkeys';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
  verifyTwoFactorSchema,
} from '@/lib/validation/twofactor';
import { codeSentAnswer, messageAnswer, userRecordSchema } from './common';
import { defineContract, envelope, redirect } from './contract';

/**
 * What sign-in, sign-up and their steps answer: the user's id and token, or, while a step is owed, the
 * temporary pair of spec section 3 (temp_u_id / temp_accesstoken) and the step (`second_factor`).
 */
export const signedInAnswer = z.union([
  z.object({
    temp_u_id: z.number().int(),
    temp_accesstoken: z.string(),
    second_factor: z.enum([...CONTACT_STEPS, 'authenticator']),
  }),
  z.object({ u_id: z.number().int(), accesstoken: z.string(), user: userRecordSchema }),
]);

const authEnabledAnswer = z.object({ auth_enabled: z.enum(['true', 'false']) });
/** The ten one-time recovery codes, answered this once: only their keyed hashes are kept. */
const recoveryCodesAnswer = z.object({ recovery_codes: z.array(z.string()) });

export const login = defineContract({
  method: 'POST',
  path: '/api/user/v1/login',
  summary: 'Sign in with e-mail and password; sets the session cookie (pending while a step is owed)',
  auth: 'none',
  body: loginRequestSchema,
  answer: envelope(signedInAnswer),
});

export const logout = defineContract({
  method: 'POST',
  path: '/api/user/v1/logout',
  summary: 'Sign out: revokes the session if any and always clears the cookie',
  auth: 'none',
  answer: envelope(z.object({ logged_out: z.boolean() })),
});

export const register = defineContract({
  method: 'POST',
  path: '/api/user/v1/register',
  summary: 'Sign up: answers the temporary pair and the first step (the e-mail code), never a full session',
  auth: 'none',
  body: registerSchema,
  answer: envelope(signedInAnswer),
});

export const registerCodeSend = defineContract({
  method: 'POST',
  path: '/api/user/v1/register/{step}/send',
  summary: 'Sends the e-mail or mobile code of sign-up again',
  auth: 'pending',
  params: contactStepParams,
  answer: envelope(codeSentAnswer),
});

export const registerCodeVerify = defineContract({
  method: 'POST',
  path: '/api/user/v1/register/{step}/verify',
  summary: 'The code of the e-mail or mobile step: the next owed step, or the full session',
  auth: 'pending',
  params: contactStepParams,
  body: contactCodeSchema,
  answer: envelope(signedInAnswer),
});

export const passwordForgot = defineContract({
  method: 'POST',
  path: '/api/user/v1/password/forgot',
  summary: 'E-mails a password reset link; the same answer whether or not the address is registered',
  auth: 'none',
  body: forgotPasswordSchema,
  answer: envelope(messageAnswer),
});

export const passwordReset = defineContract({
  method: 'POST',
  path: '/api/user/v1/password/reset',
  summary: "Sets a new password with the reset link's token",
  auth: 'none',
  body: resetPasswordSchema,
  answer: envelope(messageAnswer),
});

export const twoFactorSetup = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/setup',
  summary: 'Starts authenticator setup: the secret, its otpauth URI and a QR code (SVG)',
  duringSecurityStep: 'allowed',
  answer: envelope(z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() })),
});

export const twoFactorEnable = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/enable',
  summary: 'Turns the authenticator on (password and a current code); answers the ten recovery codes, shown once',
  duringSecurityStep: 'allowed',
  body: enableTwoFactorSchema,
  answer: envelope(authEnabledAnswer.extend(recoveryCodesAnswer.shape)),
});

export const twoFactorDisable = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/disable',
  summary: 'Turns the authenticator off (password and a current code or a recovery code)',
  body: disableTwoFactorSchema,
  answer: envelope(authEnabledAnswer),
});

export const twoFactorRecoveryCodes = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/recovery-codes',
  summary: 'Ten new recovery codes for a current authenticator code, shown once; the old ones stop working',
  body: regenerateRecoveryCodesSchema,
  answer: envelope(recoveryCodesAnswer),
});

export const twoFactorVerify = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/verify',
  summary: "The authenticator step of sign-in: the pending session's code (or a recovery code) makes it a full one",
  auth: 'pending',
  body: verifyTwoFactorSchema,
  answer: envelope(signedInAnswer),
});

export const twoFactorForgotSend = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/forgot/send',
  summary: 'Lost authenticator: sends a code to the e-mail and phone on file; the same answer for any input',
  auth: 'none',
  body: forgotTwoFactorSendSchema,
  answer: envelope(codeSentAnswer),
});

export const twoFactorForgotReset = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/forgot/reset',
  summary: 'Lost authenticator: the code turns 2FA off',
  auth: 'none',
  body: forgotTwoFactorResetSchema,
  answer: envelope(messageAnswer),
});

export const socialStart = defineContract({
  method: 'POST',
  path: '/api/auth/oidc/{provider}/start',
  summary: '"Continue with …": sets the flow cookie and answers the provider\'s address to go to',
  auth: 'none',
  params: providerParams,
  body: socialStartSchema,
  answer: envelope(z.object({ url: z.string() })),
});

export const socialCallback = defineContract({
  method: 'GET',
  path: '/api/auth/oidc/{provider}/callback',
  summary: "The provider's redirect back (a browser navigation, no client token)",
  auth: 'none',
  clientToken: false,
  params: providerParams,
  answer: redirect('To the signed-in page, the link step, or the sign-in page with an error code'),
});

export const socialLinkCodeSend = defineContract({
  method: 'POST',
  path: '/api/auth/oidc/link/code/send',
  summary: "Linking a provider account: e-mails a code; the same answer whether or not the address is a customer's",
  auth: 'none',
  body: linkCodeSendSchema,
  answer: envelope(codeSentAnswer),
});

export const socialLinkCodeVerify = defineContract({
  method: 'POST',
  path: '/api/auth/oidc/link/code/verify',
  summary: 'Links the waiting provider account to the customer the code was sent to, and signs them in',
  auth: 'none',
  body: linkCodeSchema,
  answer: envelope(signedInAnswer),
});

export const socialLinkPassword = defineContract({
  method: 'POST',
  path: '/api/auth/oidc/link/password',
  summary: 'Links the waiting provider account to the customer whose password this is, and signs them in',
  auth: 'none',
  body: loginSchema,
  answer: envelope(signedInAnswer),
});

export const socialLinkCreate = defineContract({
  method: 'POST',
  path: '/api/auth/oidc/link/create',
  summary: 'Opens an account for the waiting provider account (its vouched e-mail only) and signs it in; /userinfo is owed next',
  auth: 'none',
  answer: envelope(signedInAnswer),
});

export const userInfo = defineContract({
  method: 'POST',
  path: '/api/user/v1/userinfo',
  summary: 'The names, phone and country an account opened by a social sign-in still lacks; once saved it may use the customer area',
  duringUserInfoStep: 'allowed',
  body: userInfoSchema,
  answer: envelope(messageAnswer),
});

const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });
const userVerification = z.enum(['discouraged', 'preferred', 'required']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

/** WebAuthn's PublicKeyCredentialCreationOptionsJSON, as @simplewebauthn/browser's startRegistration takes it. */
const creationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: userVerification.optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints,
});

/** WebAuthn's PublicKeyCredentialRequestOptionsJSON, as startAuthentication takes it. */
const requestOptions = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  timeout: z.number().int().optional(),
  userVerification: userVerification.optional(),
  hints,
});

export const passkeyRegisterOptions = defineContract({
  method: 'POST',
  path: '/api/user/v1/passkeys/register/options',
  summary: 'Adding a passkey: the password, then the options for the browser to create a discoverable credential',
  body: passkeyPasswordSchema,
  answer: envelope(creationOptions),
});

export const passkeyRegister = defineContract({
  method: 'POST',
  path: '/api/user/v1/passkeys/register',
  summary: "Adding a passkey: the browser's new credential and the name the customer gave it",
  body: addPasskeySchema,
  answer: envelope(z.object({ id: z.number().int(), name: z.string() })),
});

export const passkeyConfirmOptions = defineContract({
  method: 'POST',
  path: '/api/user/v1/passkeys/confirm/options',
  summary: "Options to confirm a change (removing a passkey) with one of the customer's passkeys",
  answer: envelope(requestOptions),
});

export const passkeyRemove = defineContract({
  method: 'POST',
  path: '/api/user/v1/passkeys/{id}/remove',
  summary: "Removes one of the customer's passkeys, proven by the password or a passkey; the authenticator app stays",
  params: passkeyParams,
  body: removePasskeySchema,
  answer: envelope(z.object({ removed: z.literal(true) })),
});

export const passkeySignInOptions = defineContract({
  method: 'POST',
  path: '/api/user/v1/passkeys/signin/options',
  summary: 'Sign-in with a passkey alone: the options (no account named; the passkey names it)',
  auth: 'none',
  answer: envelope(requestOptions),
});

export const passkeySignIn = defineContract({
  method: 'POST',
  path: '/api/user/v1/passkeys/signin',
  summary: 'Sign-in with a passkey alone (user verification required): both factors; sets the session cookie',
  auth: 'none',
  body: passkeyAssertionSchema,
  answer: envelope(signedInAnswer),
});

export const passkeySecondFactorOptions = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/passkey/options',
  summary: "The second sign-in step with a passkey: the options, limited to the pending account's passkeys",
  auth: 'pending',
  answer: envelope(requestOptions),
});

export const passkeySecondFactor = defineContract({
  method: 'POST',
  path: '/api/user/v1/twofactor/passkey',
  summary: 'The second sign-in step with a passkey in place of the authenticator code',
  auth: 'pending',
  body: passkeyAssertionSchema,
  answer: envelope(signedInAnswer),
});
