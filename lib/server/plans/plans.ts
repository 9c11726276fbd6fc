import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { CustomerRow } from '@/lib/server/auth/session';
import { db, schema, type Executor } from '@/lib/server/db';
import type { PaidPlan } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/http/errors';
import { translatorFor } from '@/lib/server/i18n/translate';
import { customerAccount, houseAccount } from '@/lib/server/ledger/accounts';
import { withIdempotencyKey } from '@/lib/server/ledger/idempotency';
import { inLedgerTransaction, post } from '@/lib/server/ledger/post';
import { recipientLocale } from '@/lib/server/mail/templates';
import { PLAN_PRICES } from '@/lib/server/content/catalogue';
import type { PlanType } from '@/lib/validation/auth';

const { users, planPeriods, broadcasts } = schema;

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
 * records the period. A period that already starts at `startsAt` means this charge ran before: nothing moves twice.
 */
async function chargeMonth(tx: Executor, userId: number, plan: PaidPlan, startsAt: Date | 'now'): Promise<PlanCharge | null> {
  const price = BigInt(PLAN_PRICES[plan]);
  const [source, revenue] = await Promise.all([customerAccount(tx, userId, 'EUR'), houseAccount(tx, 'fee', 'EUR')]);
  const transaction = await post(tx, {
    kind: 'plan',
    legs: [
      { account: source.id, amount: -price },
      { account: revenue.id, amount: price },
    ],
    valueEurMinor: price,
    metadata: { plan, user: userId },
  });
  const start = startsAt === 'now' ? sql`now()` : startsAt;
  const end = startsAt === 'now' ? monthAfter : sql`${startsAt}::timestamptz + interval '1 month'`;
  const [period] = await tx
    .insert(planPeriods)
    .values({ userId, plan, startsAt: start as unknown as Date, endsAt: end as unknown as Date, transactionId: transaction })
    .onConflictDoNothing()
    .returning({ endsAt: planPeriods.endsAt });
  if (!period) return null;
  return { plan, transaction, paidUntil: period.endsAt.toISOString() };
}

/**
 * Moves the customer up to a paid plan, charging its first month at once. A change is permanent (plans only go up);
 * the user row is locked so two upgrades at once charge once. Under the caller's idempotency key, a retried call
 * answers as the first did.
 */
export async function upgradePlan(user: CustomerRow, plan: PaidPlan, idempotencyKey: string): Promise<PlanCharge> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'plans/upgrade', plan }, async (tx) => {
    const [current] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, user.id)).for('update');
    if (!current || !isUpgrade(current.plan, plan)) throw new AppError(409, 'plans.errors.notAnUpgrade');
    const charge = await chargeMonth(tx, user.id, plan, 'now');
    if (!charge) throw new AppError(409, 'plans.errors.notAnUpgrade');
    await tx.update(users).set({ plan, requestedPlan: null, planNotice: null }).where(eq(users.id, user.id));
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

/**
 * The monthly renewal (a job, lib/server/jobs): every paid plan whose latest month ended by `now` is charged for the
 * next month, starting where the last ended; one that the EUR credit account cannot pay falls back to basic, with a
 * notice on /Pricing and a message in the bell. Each customer is their own transaction, so one failure stops no
 * other; running it twice charges once (the next month's start is unique). A plan set by the operator without a paid
 * month is theirs to end and is not renewed.
 */
export async function renewPlans(now: Date = new Date()): Promise<RenewalSummary> {
  const latest = db()
    .selectDistinctOn([planPeriods.userId], { userId: planPeriods.userId, endsAt: planPeriods.endsAt })
    .from(planPeriods)
    .orderBy(planPeriods.userId, desc(planPeriods.startsAt))
    .as('latest');
  const due = await db()
    .select({ userId: users.id, plan: users.plan, endsAt: latest.endsAt })
    .from(users)
    .innerJoin(latest, eq(latest.userId, users.id))
    .where(and(sql`${users.plan} <> 'basic'`, lte(latest.endsAt, now)));
  const summary: RenewalSummary = { renewed: 0, fellBack: 0 };
  for (const { userId, plan, endsAt } of due) {
    const paid = plan as PaidPlan;
    try {
      await inLedgerTransaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        await chargeMonth(tx, userId, paid, endsAt);
      });
      summary.renewed += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'ledger.errors.insufficientFunds')) throw error;
      await fallBackToBasic(userId, paid);
      summary.fellBack += 1;
    }
  }
  return summary;
}

async function fallBackToBasic(userId: number, plan: PaidPlan): Promise<void> {
  await db().transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ plan: 'basic', planNotice: UNPAID_RENEWAL })
      .where(and(eq(users.id, userId), eq(users.plan, plan)))
      .returning({ language: users.language });
    if (!user) return;
    const t = translatorFor(recipientLocale(user));
    const name = t(`plans.${plan}`);
    await tx.insert(broadcasts).values({
      title: t('plans.broadcast.fellBackTitle'),
      message: t('plans.broadcast.fellBackMessage', { plan: name }),
      toSend: 'User',
      toId: userId,
    });
  });
}
