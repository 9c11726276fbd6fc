import { z } from 'zod';
import { currentPasswordField, emailField, normalizePhone, passwordField, PHONE_PATTERN } from './common';

export const profileTypes = ['personal', 'corporate'] as const;
export const planTypes = ['basic', 'advanced', 'pro'] as const;

/** Sign-in takes an e-mail address or a phone number in one field. */
export const loginSchema = z.object({
  login: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.tooLong' })
    .refine((value) => (value.includes('@') ? z.email().safeParse(value).success : PHONE_PATTERN.test(normalizePhone(value))), {
      error: 'validation.emailOrPhone',
    }),
  password: currentPasswordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    profileType: z.enum(profileTypes, { error: 'validation.profileType' }),
    plan: z.enum(planTypes, { error: 'validation.plan' }).default('basic'),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type RegisterInput = z.input<typeof registerSchema>;
