import { z } from 'zod';
import { planUpgradeSchema, paidPlanTypes } from '@/lib/validation/plans';
import {
  antiPhishingSchema,
  changePasswordSchema,
  confirmContactSchema,
  editProfileSchema,
  notificationSettingsSchema,
  sessionIdParams,
} from '@/lib/validation/profile';
import { idParams, userIdParams } from '@/lib/validation/params';
import { ALERT_DIRECTIONS, ALERT_STATUSES } from '@/lib/terms/alerts';
import { priceAlertSchema } from '@/lib/validation/alerts';
import { decimal, fiatCurrency, idAnswer, instant, userRecordSchema } from './common';
import { defineContract, envelope, file } from './contract';

/** /Editprofile's save and confirm: the user record and the contacts still waiting for their code. */
const savedProfileAnswer = userRecordSchema.extend({ pending_email: z.string().nullable(), pending_phone: z.string().nullable() });

/** 128 random bits as hex plus the one extension we write: nothing else can name a stored file. */
export const AVATAR_NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

export const viewUser = defineContract({
  method: 'GET',
  path: '/api/user/v1/viewuser/{u_id}',
  summary: "The signed-in customer's own user record (polled by the frame; another id is refused)",
  duringSecurityStep: 'allowed',
  params: userIdParams,
  answer: envelope(userRecordSchema),
});

export const unreadBroadcasts = defineContract({
  method: 'GET',
  path: '/api/user/v1/unreadbroadcast/{u_id}',
  summary: 'Broadcasts that reach the customer and that they have not opened, newest first',
  duringSecurityStep: 'allowed',
  params: userIdParams,
  answer: envelope(
    z.array(
      z.object({
        bc_id: z.number().int(),
        title: z.string(),
        message: z.string(),
        to_send: z.enum(['All', 'User']),
        toid: z.number().int().nullable(),
        created_datetime: instant,
      }),
    ),
  ),
});

export const unreadNews = defineContract({
  method: 'GET',
  path: '/api/user/v1/unreadnews/{u_id}',
  summary: 'News published since the account was created and not opened, in the request language where translated',
  duringSecurityStep: 'allowed',
  params: userIdParams,
  answer: envelope(z.array(z.object({ id: z.number().int(), title: z.string(), summary: z.string(), created_datetime: instant }))),
});

export const autoLogoutSetting = defineContract({
  method: 'GET',
  path: '/api/user/v1/viewautologoutbcm/{id}',
  summary: 'An automatic sign-out setting: whether it is on, after how many minutes, and its message',
  duringSecurityStep: 'allowed',
  params: idParams,
  answer: envelope(z.object({ id: z.number().int(), status: z.boolean(), logout_timeout: z.number().int(), logout_message: z.string() })),
});

export const avatar = defineContract({
  method: 'GET',
  path: '/api/user/v1/avatar/{name}',
  summary: "The signed-in customer's own picture (an <img> cannot send the client token)",
  clientToken: false,
  duringSecurityStep: 'allowed',
  params: z.object({ name: z.string().regex(AVATAR_NAME_PATTERN, { error: 'validation.invalid' }) }),
  answer: file(['image/webp'], 'The picture'),
});

export const profilePicture = defineContract({
  method: 'POST',
  path: '/api/user/v1/profile/picture',
  summary: 'Replaces the profile picture (stored as WebP)',
  form: { files: { picture: 'one' } },
  answer: envelope(z.object({ file_path: z.string(), user_image: z.string() })),
});

export const profileUpdate = defineContract({
  method: 'POST',
  path: '/api/user/v1/profile/update',
  summary: 'Saves /Editprofile; a new e-mail or phone waits for its code (profile/contact/confirm)',
  body: editProfileSchema,
  answer: envelope(savedProfileAnswer),
});

export const contactConfirm = defineContract({
  method: 'POST',
  path: '/api/user/v1/profile/contact/confirm',
  summary: 'The code sent to a new e-mail or phone: only now does it replace the current one',
  body: confirmContactSchema,
  answer: envelope(savedProfileAnswer),
});

export const changePassword = defineContract({
  method: 'POST',
  path: '/api/user/v1/changepassword',
  summary: 'Changes the password (the current one required); other sessions are signed out',
  body: changePasswordSchema,
  answer: envelope(z.object({ password_changed: z.boolean() })),
});

export const antiPhishing = defineContract({
  method: 'POST',
  path: '/api/user/v1/settings/antiphishing',
  summary: 'Sets or clears the anti-phishing code shown in our e-mails',
  body: antiPhishingSchema,
  answer: envelope(z.object({ anti_phishing_code: z.string().nullable() })),
});

export const notificationSettings = defineContract({
  method: 'POST',
  path: '/api/user/v1/settings/notifications',
  summary: 'Which e-mail notifications the customer gets',
  body: notificationSettingsSchema,
  answer: envelope(notificationSettingsSchema),
});

export const sessions = defineContract({
  method: 'GET',
  path: '/api/user/v1/sessions',
  summary: "The customer's signed-in devices",
  answer: envelope(
    z.object({
      sessions: z.array(
        z.object({
          id: z.number().int(),
          state: z.enum(['pending', 'active']),
          device: z.string().nullable(),
          ip: z.string().nullable(),
          created_at: instant,
          last_seen_at: instant,
          current: z.boolean(),
        }),
      ),
    }),
  ),
});

export const sessionRevoke = defineContract({
  method: 'POST',
  path: '/api/user/v1/sessions/{id}/revoke',
  summary: "Signs out another of the customer's devices",
  params: sessionIdParams,
  answer: envelope(z.object({ revoked: z.number().int() })),
});

export const identityUnlink = defineContract({
  method: 'POST',
  path: '/api/user/v1/identities/{id}/unlink',
  summary: "Ends the link of one of the customer's social sign-in accounts",
  params: idParams,
  answer: envelope(z.object({ unlinked: z.number().int() })),
});

export const planUpgrade = defineContract({
  method: 'POST',
  path: '/api/user/v1/plans/upgrade',
  summary: 'Moves the customer up to a paid plan and charges its first month',
  idempotencyKey: true,
  body: planUpgradeSchema,
  answer: envelope(z.object({ plan: z.enum(paidPlanTypes), transaction: z.number().int(), paidUntil: z.string() })),
});

/** A price alert as the customer's lists show it. */
export const priceAlertAnswer = z.object({
  id: z.number().int(),
  asset: z.string(),
  currency: fiatCurrency,
  direction: z.enum(ALERT_DIRECTIONS),
  /** The threshold, in `currency`. */
  price: decimal,
  /** Re-arms once the price is back on the other side of the threshold, instead of firing once. */
  repeat: z.boolean(),
  /** Whether the next crossing fires it. */
  armed: z.boolean(),
  status: z.enum(ALERT_STATUSES),
  firings: z.number().int(),
  lastFiredAt: instant.nullable(),
  createdAt: instant,
});

export const priceAlerts = defineContract({
  method: 'GET',
  path: '/api/user/v1/price-alerts',
  summary: "The customer's price alerts, newest first",
  answer: envelope(z.array(priceAlertAnswer)),
});

export const priceAlertAdd = defineContract({
  method: 'POST',
  path: '/api/user/v1/price-alerts',
  summary: 'Sets a price alert (at most 20 active); a threshold the price already meets is refused',
  body: priceAlertSchema,
  answer: envelope(priceAlertAnswer),
});

export const priceAlertDelete = defineContract({
  method: 'POST',
  path: '/api/user/v1/price-alerts/{id}/delete',
  summary: "Deletes one of the customer's price alerts (another customer's id: 404)",
  params: idParams,
  answer: envelope(idAnswer),
});
