import { z } from 'zod';
import { currentPasswordField, sixDigitCodeField } from './common';

/** The code of an authenticator app. */
export const totpCodeField = sixDigitCodeField('validation.totpCode');

/** The second sign-in step: the code of the authenticator. */
export const verifyTwoFactorSchema = z.object({ code: totpCodeField });
export type VerifyTwoFactorInput = z.input<typeof verifyTwoFactorSchema>;

/** Turning 2FA on or off: the password and a current code, so neither alone can change it. */
export const toggleTwoFactorSchema = z.object({ password: currentPasswordField, code: totpCodeField });
export type ToggleTwoFactorInput = z.input<typeof toggleTwoFactorSchema>;
