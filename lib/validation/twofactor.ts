import { z } from 'zod';
import { currentPasswordField, sixDigitCodeField } from './common';

/** The code of an authenticator app. */
export const totpCodeField = sixDigitCodeField('validation.totpCode');

/**
 * Where 2FA is on: the authenticator's code or, in its place, a recovery code ("ABCDE-12345", any case, with or
 * without the dash), typed or pasted with spaces.
 */
export const secondFactorCodeField = z
  .string({ error: 'validation.required' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .regex(/^(\d{6}|[0-9A-Za-z]{5}-?[0-9A-Za-z]{5})$/, { error: 'validation.secondFactorCode' }),
  );

/** The second sign-in step: the code of the authenticator or a recovery code. */
export const verifyTwoFactorSchema = z.object({ code: secondFactorCodeField });
export type VerifyTwoFactorInput = z.input<typeof verifyTwoFactorSchema>;

/** Turning 2FA on: the password and a current code of the new secret, so neither alone can change it. */
export const enableTwoFactorSchema = z.object({ password: currentPasswordField, code: totpCodeField });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** Turning 2FA off: the password and a current code, or a recovery code for a customer without the phone. */
export const disableTwoFactorSchema = z.object({ password: currentPasswordField, code: secondFactorCodeField });
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

/** A new set of recovery codes: proven by the authenticator itself, which a new set is meant to back up. */
export const regenerateRecoveryCodesSchema = z.object({ code: totpCodeField });
export type RegenerateRecoveryCodesInput = z.input<typeof regenerateRecoveryCodesSchema>;
