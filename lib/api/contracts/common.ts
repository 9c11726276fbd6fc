import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money/currencies';
import { profileTypes } from '@/lib/validation/auth';
import { planTypes } from '@/lib/terms/plans';

export const fiatCurrency = z.enum(FIAT_CURRENCIES);

/** A decimal amount as an exact string ("1500", "0.00012"), never a float. */
export const decimal = z.string().meta({ description: 'An exact decimal string', example: '1500.25' });

/** ISO 8601. */
export const instant = z.string().meta({ format: 'date-time' });

/** A translated confirmation for the form to show. */
export const messageAnswer = z.object({ message: z.string() });

/** A code was sent; the form offers "send again" after `resendSeconds`. */
export const codeSentAnswer = z.object({ message: z.string(), resendSeconds: z.number().int() });

export const idAnswer = z.object({ id: z.number().int() });

/** The user record of the legacy contract (viewuser): never the password hash or session data. */
export const userRecordSchema = z.object({
  u_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  company_name: z.string(),
  profile_type: z.enum(profileTypes),
  phone: z.string(),
  country_code: z.string(),
  status: z.enum(['active', 'blocked']),
  plan: z.enum(planTypes),
  old_level_number: z.number().int(),
  /** The legacy client compares this with the strings "true" and "false". */
  auth_enabled: z.enum(['true', 'false']),
  language: z.string(),
  /** The picture's address is file_path + user_image. */
  file_path: z.string(),
  user_image: z.string(),
  created_datetime: instant,
  last_login: z.object({ date: instant, ip: z.string() }).nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
