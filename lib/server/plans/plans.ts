import 'server-only';
import { desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CustomerRow } from '@/lib/server/auth';
import { db, schema, type Executor } from '@/lib/server/db';
import type { PaidPlan } from '@/lib/server/db/schema';
import { AppError, lockCustomer } from '@/lib/server/core';
import { customerAccount, houseAccount, inLedgerTransaction, move, post, withIdempotencyKey } from '@/lib/server/ledger';
import { notify } from '@/lib/server/notifications';
import { PLAN_PRICES } from '@/lib/server/content';
import { paidPlanCustomers, updateCustomerById } from '@/lib/server/users';
import type { PlanType } from '@/lib/terms/plans';

const { planPeriods } = schema;

/** Plans only go up: basic, then advanced, then pro. */
const PLAN_RANK: Record<PlanType, number> = { basic: 0, advanced: 1, pro: 2 };
export const isUpgrade = (from: PlanType, to: PlanType) => PLAN_RANK[to] > PLAN_RANK[from];

/** Why a plan fell back to basic, as a message key under plans.notices. */
export const UNPAID_RENEWAL = 'unpaidRenewal';

/** One paid month: the same day of the next month (the 31st rolls over as PostgreSQL's interval arithmetic does). */
const monthAfter = sql<Date>`now() + interval '1 month'`;

export interface PlanCharge {
  plan: PaidPlan;
  transaction: number;
  paidUntil: string;
}

/**
 * Charges one month of `plan` from the customer's EUR credit account to the provider's revenue (the fee account) and
 * records the period. The caller holds the customer's lock (`lockCustomer`) and has decided under it that this month
 * is owed, so the charge and its period are written together or not at all: a period that already starts at
 * `startsAt` fails the insert (unique per customer and start), and the charge is rolled back with it.
 */
async function chargeMonth(tx: Executor, userId: number, plan: PaidPlan, startsAt: Date | 'now'): Promise<PlanCharge> {
  const price = BigInt(PLAN_PRICES[plan]);
  const [source, revenue] = [await customerAccount(tx, userId, 'EUR'), await houseAccount(tx, 'fee', 'EUR')];
  const transaction = await post(tx, {
    kind: 'plan',
    legs: move(source.id, revenue.id, price),
    valueEurMinor: price,
    metadata: { plan, user: userId },
  });
  const start = startsAt === 'now' ? sql`now()` : startsAt;
  const end = startsAt === 'now' ? monthAfter : sql`${startsAt}::timestamptz + interval '1 month'`;
  const [period] = await tx
    .insert(planPeriods)
    .values({ userId, plan, startsAt: start as unknown as Date, endsAt: end as unknown as Date, transactionId: transaction })
    .returning({ endsAt: planPeriods.endsAt });
  return { plan, transaction, paidUntil: period!.endsAt.toISOString() };
}

/**
 * Moves the customer up to a paid plan, charging its first month at once. A change is permanent (plans only go up);
 * the customer's row is locked (`lockCustomer`), so of two upgrades at once the second sees the first's plan and is
 * refused. Under the caller's idempotency key, a retried call answers as the first did.
 */
export async function upgradePlan(user: CustomerRow, plan: PaidPlan, idempotencyKey: string): Promise<PlanCharge> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'plans/upgrade', plan }, async (tx) => {
    const current = await lockCustomer(tx, user.id, ['plan']);
    if (!current || !isUpgrade(current.plan, plan)) throw new AppError(409, 'plans.errors.notAnUpgrade');
    const charge = await chargeMonth(tx, user.id, plan, 'now');
    await updateCustomerById(tx, user.id, { plan, requestedPlan: null, planNotice: null });
    return charge;
  });
}

/** The customer's current paid month, if they pay for one. */
export async function currentPeriod(tx: Executor, userId: number) {
  const [period] = await tx
    .select({ plan: planPeriods.plan, endsAt: planPeriods.endsAt })
    .from(planPeriods)
    .where(eq(planPeriods.userId, userId))
    .orderBy(desc(planPeriods.startsAt))
    .limit(1);
  return period ?? null;
}

export interface RenewalSummary {
  renewed: number;
  fellBack: number;
}

/** A paid month whose end the renewal found due: the customer, the plan they were on and where the month ended. */
interface DueMonth {
  userId: number;
  plan: PaidPlan;
  endsAt: Date;
}

/**
 * Takes the customer's lock and tells whether `due` is still owed: the plan is still the one it was found with and
 * the month that ended is still the customer's latest. Another renewal run that charged the next month meanwhile, or
 * an upgrade that paid a new month (or the operator changing the plan), makes it false: nothing is charged twice and
 * no two paid months overlap.
 */
async function stillDue(tx: Executor, { userId, plan, endsAt }: DueMonth): Promise<boolean> {
  const customer = await lockCustomer(tx, userId, ['plan']);
  if (customer?.plan !== plan) return false;
  const latest = await currentPeriod(tx, userId);
  return latest?.endsAt.getTime() === endsAt.getTime();
}

/**
 * The monthly renewal (a job, lib/server/jobs): every paid plan whose latest month ended by `now` is charged for the
 * next month, starting where the last ended; one that the EUR credit account cannot pay falls back to basic, with a
 * notice on /Pricing and a message in the bell. Each customer is their own transaction, so one failure stops no
 * other. Runs may overlap (the hourly job, `ops renew-plans`, a retried job): each customer's month is decided again
 * under their lock (`stillDue`), so it is charged, or falls back, once, and only the run that did it counts it. A plan
 * set by the operator without a paid month is theirs to end and is not renewed.
 * Given the operator command's transaction (`outer`), each customer is a savepoint in it instead, so the audit row
 * commits with the renewals. That transaction holds the locks of every customer it charged until it ends, so it takes
 * all the due customers' locks first, in id order, before it posts anything (the lock order rule): a customer's
 * transfer meanwhile waits for the run, and never holds a fee shard the run still needs.
 */
export async function renewPlans(now: Date = new Date(), outer?: Executor): Promise<RenewalSummary> {
  const each = <T>(work: (tx: Executor) => Promise<T>) => (outer ? outer.transaction(work) : inLedgerTransaction(work));
  const paying = new Map((await paidPlanCustomers(outer ?? db())).map((customer) => [customer.id, customer.plan]));
  const latest = (outer ?? db())
    .selectDistinctOn([planPeriods.userId], { userId: planPeriods.userId, endsAt: planPeriods.endsAt })
    .from(planPeriods)
    .where(inArray(planPeriods.userId, [...paying.keys()]))
    .orderBy(planPeriods.userId, desc(planPeriods.startsAt))
    .as('latest');
  const ended = paying.size === 0 ? [] : await (outer ?? db()).select().from(latest).where(lte(latest.endsAt, now)).orderBy(latest.userId);
  const due = ended.map(({ userId, endsAt }) => ({ userId, plan: paying.get(userId)!, endsAt }));
  if (outer) for (const { userId } of due) await lockCustomer(outer, userId);
  const summary: RenewalSummary = { renewed: 0, fellBack: 0 };
  for (const { userId, plan, endsAt } of due) {
    const month: DueMonth = { userId, plan: plan as PaidPlan, endsAt };
    try {
      const charged = await each(async (tx) => {
        if (!(await stillDue(tx, month))) return false;
        await chargeMonth(tx, userId, month.plan, endsAt);
        return true;
      });
      if (charged) summary.renewed += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'ledger.errors.insufficientFunds')) throw error;
      if (await each((tx) => fallBackToBasic(tx, month))) summary.fellBack += 1;
    }
  }
  return summary;
}

/** Moves a customer whose month could not be paid to basic, with the notice and the bell message, if still owed. */
async function fallBackToBasic(tx: Executor, month: DueMonth): Promise<boolean> {
  const { userId, plan } = month;
  if (!(await stillDue(tx, month))) return false;
  await updateCustomerById(tx, userId, { plan: 'basic', planNotice: UNPAID_RENEWAL });
  await notify(tx, userId, { key: 'planFellBack', values: { plan } });
  return true;
}
