import { z } from 'zod';
import { emailField } from './common';

/** The footer's newsletter form: one e-mail address. */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterInput = z.input<typeof newsletterSchema>;
