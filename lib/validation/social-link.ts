import { z } from 'zod';
import { emailField } from './common';
import { oneTimeCodeField } from './forgot-two-factor';

/** Why a social sign-in ended back on /login (`?social_error=`); each has its message under social.errors. */
export const SOCIAL_ERROR_CODES = ['cancelled', 'expired', 'rejected', 'failed', 'unavailable', 'blocked'] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

/** Linking a social sign-in account by e-mail, step 1: the customer's address the code goes to. */
export const linkCodeSendSchema = z.object({ email: emailField });
export type LinkCodeSendInput = z.input<typeof linkCodeSendSchema>;

/** Step 2: the same address and the code from the e-mail. */
export const linkCodeSchema = z.object({ email: emailField, code: oneTimeCodeField });
export type LinkCodeInput = z.output<typeof linkCodeSchema>;
export type LinkCodeFormInput = z.input<typeof linkCodeSchema>;

/** The provider slug of /api/auth/oidc/{provider}/…; whether it is configured decides 404 or not. */
export const providerParams = z.object({ provider: z.string().max(64) });

/** "Continue with …": the page to open after sign-in, if /login had one (checked again on the server). */
export const socialStartSchema = z.object({ next: z.string().max(2000).optional() });
