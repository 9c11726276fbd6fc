import { z } from 'zod';
import { currentPasswordField, requiredText } from './common';

/** A base64url string as WebAuthn encodes binary data; the bound keeps a forged body from being large. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

const credentialCommon = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Only credProps is read (whether the credential is discoverable); anything else the browser adds is dropped.
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({}),
};

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    // How the browser reached the authenticator ('internal', 'usb', 'hybrid' …), handed back to it at the next ceremony.
    transports: z.array(z.string().max(20)).max(8).optional(),
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

/**
 * The password, proving whoever holds the session is the customer: before adding a passkey (its options call) and as
 * one way to confirm removing one.
 */
export const passkeyPasswordSchema = z.object({ password: currentPasswordField });
export type PasskeyPasswordInput = z.input<typeof passkeyPasswordSchema>;

/** The name the customer gives a passkey, to tell them apart in the list ("Work laptop"). */
export const passkeyNameField = requiredText(60);

/** The add form on /TwoSecurity: the name, and the password its first call sends. */
export const passkeyFormSchema = passkeyPasswordSchema.extend({ name: passkeyNameField });
export type PasskeyFormInput = z.input<typeof passkeyFormSchema>;

export const addPasskeySchema = z.object({ name: passkeyNameField, credential: registrationCredentialSchema });
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

/** A passkey sign-in (alone, or as the second factor): the browser's assertion. */
export const passkeyAssertionSchema = z.object({ credential: authenticationCredentialSchema });

/** Removing a passkey: the password, or an assertion of one of the customer's passkeys. */
export const removePasskeySchema = z.union([passkeyPasswordSchema, passkeyAssertionSchema]);
export type RemovePasskeyInput = z.input<typeof removePasskeySchema>;

export const passkeyParams = z.object({ id: z.coerce.number().int().positive() });
