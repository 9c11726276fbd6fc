import type { PaidPlanType } from '@/lib/validation/plans';
import type { PlanType } from '@/lib/terms/plans';

/** One plan as /Pricing offers it to a signed-in customer; money as decimal euro strings. */
export interface PlanOfferView {
  plan: PlanType;
  price: string;
  /** The fee this plan pays on a transfer to another customer in euros. */
  transferFee: { percent: string; fixed: string };
  /** current: the customer's plan; upgrade: higher, can be bought; lower: plans only go up. */
  relation: 'current' | 'upgrade' | 'lower';
}

export interface PricingPageView {
  plan: PlanType;
  /** The end of the paid month, ISO; null for basic or a plan the operator set without a charge. */
  paidUntil: string | null;
  /** A paid plan chosen at sign-up and not yet paid. */
  requestedPlan: PaidPlanType | null;
  /** Why the plan fell back to basic, a key under plans.notices. */
  notice: 'unpaidRenewal' | null;
  /** What the EUR credit account holds now, which pays the plan. */
  eurAvailable: string;
  offers: PlanOfferView[];
}
