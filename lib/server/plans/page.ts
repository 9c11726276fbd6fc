import 'server-only';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { PLAN_PRICES } from '@/lib/server/content';
import { db } from '@/lib/server/db';
import { availableBalance } from '@/lib/server/ledger';
import { feeFor } from '@/lib/server/pricing';
import { planTypes } from '@/lib/terms/plans';
import type { PricingPageView } from '@/lib/views/plans';
import { currentPeriod, isUpgrade, UNPAID_RENEWAL } from './plans';

const euros = (cents: bigint) => fromUnits(cents, FIAT_SCALE);

/** /Pricing for a signed-in customer: their plan and paid month, what pays it, and each plan's price and transfer fee. */
export async function getPricingPage(): Promise<PricingPageView> {
  const { user } = await requireCustomer();
  const database = db();
  const [period, balance, fees] = await Promise.all([
    currentPeriod(database, user.id),
    availableBalance(database, user.id, 'EUR'),
    Promise.all(planTypes.map((plan) => feeFor(database, { plan, operation: 'internal_transfer', currency: 'EUR' }, 0n))),
  ]);
  return {
    plan: user.plan,
    paidUntil: user.plan !== 'basic' && period?.plan === user.plan ? period.endsAt.toISOString() : null,
    requestedPlan: user.plan === 'basic' ? user.requestedPlan : null,
    notice: user.planNotice === UNPAID_RENEWAL ? UNPAID_RENEWAL : null,
    eurAvailable: euros(balance),
    offers: planTypes.map((plan, index) => ({
      plan,
      price: euros(BigInt(PLAN_PRICES[plan])),
      transferFee: { percent: fromUnits(BigInt(fees[index]!.basisPoints), 2), fixed: euros(fees[index]!.fixedMinor) },
      relation: plan === user.plan ? 'current' : isUpgrade(user.plan, plan) ? 'upgrade' : 'lower',
    })),
  };
}
