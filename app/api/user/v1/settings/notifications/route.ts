import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { saveNotificationSettings } from '@/lib/server/users';

export const POST = apiHandler(account.notificationSettings, async ({ session, body }) => saveNotificationSettings(session.user.id, body));
