import 'server-only';
import { requireCustomer } from '@/lib/server/auth/current';
import { listUnreadNews } from '@/lib/server/notifications/unread';
import { toUserRecord } from '@/lib/server/users/record';
import type { DashboardView } from '@/lib/views/dashboard';

/** /Dashboard_new: the customer's name and the newest news items they have not read. */
export async function getDashboardPage(): Promise<DashboardView> {
  const { user } = await requireCustomer();
  const record = toUserRecord(user);
  const news = await listUnreadNews(user);
  return { fullName: record.full_name, news: news.slice(0, 5) };
}
