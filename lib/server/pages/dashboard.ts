import 'server-only';
import { requireCustomer } from '@/lib/server/auth/current';
import { listUnreadNews } from '@/lib/server/notifications/unread';
import { toUserRecord } from '@/lib/server/users/record';

export async function getDashboardOverview() {
  const { user } = await requireCustomer();
  const record = toUserRecord(user);
  const news = await listUnreadNews(user);
  return { fullName: record.full_name, news: news.slice(0, 5) };
}
