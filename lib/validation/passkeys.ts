import { z } from 'zod';
import { currentPasswordField, requiredText } from './common';

/** A base64url string as WebAuthn encodes binary data; the bound keeps a forged body from being large. */
const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/);

/** How a browser reaches an authenticator (WebAuthn's AuthenticatorTransport, with the newer names). */
export const passkeyTransports = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const credentialCommon = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.array(passkeyTransports).max(8).optional(),
  }),
});

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
});

/** Adding a passkey, first call: the password proves whoever holds the session is the customer. */
export const passkeyOptionsSchema = z.object({ password: currentPasswordField });
export type PasskeyOptionsInput = z.input<typeof passkeyOptionsSchema>;

/** The name the customer gives a passkey, to tell them apart in the list ("Work laptop"). */
export const passkeyNameField = requiredText(60);

export const addPasskeySchema = z.object({ name: passkeyNameField, credential: registrationCredentialSchema });
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

/** A passkey sign-in (alone, or as the second factor): the browser's assertion. */
export const passkeyAssertionSchema = z.object({ credential: authenticationCredentialSchema });

/** Removing a passkey: the password, or an assertion of one of the customer's passkeys. */
export const removePasskeySchema = z.union([z.object({ password: currentPasswordField }), passkeyAssertionSchema]);
export type RemovePasskeyInput = z.input<typeof removePasskeySchema>;

export const passkeyParams = z.object({ id: z.coerce.number().int().positive() });
