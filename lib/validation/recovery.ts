import { z } from 'zod';
import { emailField, passwordField } from './common';

/** Forgot password: the account's e-mail. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const newPasswordFields = {
  password: passwordField,
  confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
};

const confirmationMatches = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S) =>
  schema.refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordMismatch' });

/** The form of /forgetchangepassword/{id}: the same password rules as registration. */
export const newPasswordSchema = confirmationMatches(z.object(newPasswordFields));
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/**
 * The reset call: the form plus the link's token. Any string is taken as a token (bounded in length): a
 * malformed one is refused like an unknown one, with the same message.
 */
export const resetPasswordSchema = confirmationMatches(
  z.object({ token: z.string({ error: 'validation.required' }).max(200, { error: 'validation.tooLong' }), ...newPasswordFields }),
);
