import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import type { CustomerRow } from '@/lib/server/auth';
import { notificationKeys, type NotificationKey, type NotificationSettings } from '@/lib/validation/profile';

const { users } = schema;

/** Each e-mail notification of spec section 3 and the column of `users` that holds it. */
export const notificationFields = {
  transferReceived: 'notifyTransferReceived',
  fundsAdded: 'notifyFundsAdded',
  failedLogin: 'notifyFailedLogin',
  internalMessage: 'notifyInternalMessage',
  newsPublished: 'notifyNewsPublished',
  priceAlert: 'notifyPriceAlert',
} as const satisfies Record<NotificationKey, keyof CustomerRow>;

const notificationColumns = Object.fromEntries(notificationKeys.map((key) => [key, users[notificationFields[key]]])) as {
  [K in NotificationKey]: (typeof users)[(typeof notificationFields)[K]];
};

export const notificationSettingsOf = (user: CustomerRow): NotificationSettings =>
  Object.fromEntries(notificationKeys.map((key) => [key, user[notificationFields[key]]])) as NotificationSettings;

export async function saveNotificationSettings(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  const [saved] = await db()
    .update(users)
    .set(Object.fromEntries(notificationKeys.map((key) => [notificationFields[key], settings[key]])))
    .where(eq(users.id, userId))
    .returning(notificationColumns);
  if (!saved) throw new Error(`user ${userId} vanished while saving settings`);
  return saved;
}

/** An empty code removes it: e-mails then carry no code. */
export async function saveAntiPhishingCode(userId: number, code: string): Promise<string | null> {
  const value = code === '' ? null : code;
  await db().update(users).set({ antiPhishingCode: value }).where(eq(users.id, userId));
  return value;
}
