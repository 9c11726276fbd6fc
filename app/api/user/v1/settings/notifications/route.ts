import { apiHandler } from '@/lib/server/http/handler';
import { saveNotificationSettings } from '@/lib/server/users/profile';
import { notificationSettingsSchema } from '@/lib/validation/profile';

export const POST = apiHandler({ body: notificationSettingsSchema }, async ({ session, body }) =>
  saveNotificationSettings(session.user.id, body),
);
