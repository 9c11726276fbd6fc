import { ProfileBox } from '@/components/mailbox/ProfileBox';
import { getProfileBoxPage } from '@/lib/server/mailbox/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('profileBox');

/** The customer's profile box: picture or initials, plan and its support tier, unread messages. */
export default async function ProfileBoxPage() {
  return <ProfileBox view={await getProfileBoxPage()} />;
}
