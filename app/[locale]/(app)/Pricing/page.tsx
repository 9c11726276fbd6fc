import { PricingPage } from '@/components/plans/PricingPage';
import { getPricingPage } from '@/lib/server/plans/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('pricing');

/** Pricing: the customer's plan and the upgrade, charged from the EUR credit account behind a permanent-change warning. */
export default async function PricingRoutePage() {
  return <PricingPage view={await getPricingPage()} />;
}
