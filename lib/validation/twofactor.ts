import { z } from 'zod';
import { currentPasswordField } from './common';

/** Authenticator apps show the code as "123 456"; typed or pasted that way, it is still the code. */
export const totpCodeField = z
  .string({ error: 'validation.required' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .regex(/^\d{6}$/, { error: 'validation.totpCode' }),
  );

/** The second sign-in step: the code of the authenticator. */
export const verifyTwoFactorSchema = z.object({ code: totpCodeField });
export type VerifyTwoFactorInput = z.input<typeof verifyTwoFactorSchema>;

/** Turning 2FA on or off: the password and a current code, so neither alone can change it. */
export const toggleTwoFactorSchema = z.object({ password: currentPasswordField, code: totpCodeField });
export type ToggleTwoFactorInput = z.input<typeof toggleTwoFactorSchema>;
