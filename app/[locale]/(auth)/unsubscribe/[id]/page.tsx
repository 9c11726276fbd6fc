import { UnsubscribeCard } from '@/components/notifications/UnsubscribeCard';
import { getUnsubscribePage } from '@/lib/server/notifications/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('unsubscribe', { noindex: true });

export default async function UnsubscribePage({ params }: PageProps<'/[locale]/unsubscribe/[id]'>) {
  return <UnsubscribeCard {...await getUnsubscribePage((await params).id)} />;
}
