import { PricingPlans } from '@/components/content/PricingPlans';
import { contentMetadata, getPricingPlanPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('pricingPlan');

export default async function PricingPlanPage() {
  return <PricingPlans view={await getPricingPlanPage()} />;
}
