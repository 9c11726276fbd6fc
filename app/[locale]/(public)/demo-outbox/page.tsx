import { DemoOutbox } from '@/components/recovery/DemoOutbox';
import { getDemoOutboxPage } from '@/lib/server/mail/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('demoOutbox', { noindex: true });

export default async function DemoOutboxPage() {
  return <DemoOutbox messages={await getDemoOutboxPage()} />;
}
