import { z } from 'zod';
import { currentPasswordField, passwordField, positiveId } from './common';

/** The e-mail notifications of spec section 3, as the settings form and its handler name them. */
export const notificationKeys = ['transferReceived', 'fundsAdded', 'failedLogin', 'internalMessage', 'newsPublished'] as const;
export type NotificationKey = (typeof notificationKeys)[number];

const toggle = z.boolean({ error: 'validation.invalid' });
export const notificationSettingsSchema = z.strictObject(
  Object.fromEntries(notificationKeys.map((key) => [key, toggle])) as Record<NotificationKey, typeof toggle>,
  { error: 'validation.invalid' },
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * Letters and digits only: the code is printed into every e-mail we send, so nothing in it may read as
 * markup or as part of a link. An empty code removes it.
 */
export const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const antiPhishingSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .refine((code) => code === '' || ANTI_PHISHING_PATTERN.test(code), { error: 'validation.antiPhishing' }),
});
export type AntiPhishingInput = z.input<typeof antiPhishingSchema>;

/** Spec section 5: old, new and confirmation required, the confirmation equal to the new password. */
export const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordField,
    newPassword: passwordField,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordMismatch' })
  .refine((input) => input.newPassword !== input.oldPassword, { path: ['newPassword'], error: 'validation.passwordUnchanged' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const sessionIdParams = z.object({ id: positiveId });
