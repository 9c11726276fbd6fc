import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import type { CustomerRow } from '@/lib/server/auth/session';
import type { NotificationSettings } from '@/lib/validation/profile';

const { users } = schema;

const notificationColumns = {
  transferReceived: users.notifyTransferReceived,
  fundsAdded: users.notifyFundsAdded,
  failedLogin: users.notifyFailedLogin,
  internalMessage: users.notifyInternalMessage,
  newsPublished: users.notifyNewsPublished,
} as const;

export function notificationSettingsOf(user: CustomerRow): NotificationSettings {
  return {
    transferReceived: user.notifyTransferReceived,
    fundsAdded: user.notifyFundsAdded,
    failedLogin: user.notifyFailedLogin,
    internalMessage: user.notifyInternalMessage,
    newsPublished: user.notifyNewsPublished,
  };
}

export async function saveNotificationSettings(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  const [saved] = await db()
    .update(users)
    .set({
      notifyTransferReceived: settings.transferReceived,
      notifyFundsAdded: settings.fundsAdded,
      notifyFailedLogin: settings.failedLogin,
      notifyInternalMessage: settings.internalMessage,
      notifyNewsPublished: settings.newsPublished,
    })
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
