import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { divide, FIAT_SCALE, fromUnits, toUnits, type FiatCurrency } from '@/lib/money';
import { schema, type Executor } from '@/lib/server/db';
import { LIMIT_PERIODS, type LimitOperation, type LimitPeriod } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/core';
import { type CountedLimit, LimitExceeded, type LimitSide, type LimitUse } from '@/lib/server/ledger';
import { PRICE_SCALE } from '@/lib/server/pricing';
import { latestPrice } from '@/lib/server/rates';
import { stepAboveLevel } from '@/lib/terms/next-step';

const { limitRules, featureBlocks } = schema;

const EUR = (whole: number) => BigInt(whole) * 100n;

/** The limits a database starts with (euro cents), per level: level 0 (profile not completed) moves nothing. */
const DEFAULT_LIMITS: Record<number, Record<LimitOperation, Record<LimitPeriod, bigint>>> = Object.fromEntries(
  (
    [
      [1, { day: EUR(1_000), month: EUR(5_000), year: EUR(15_000), total: EUR(50_000) }],
      [2, { day: EUR(15_000), month: EUR(50_000), year: EUR(200_000), total: EUR(1_000_000) }],
      [3, { day: EUR(50_000), month: EUR(200_000), year: EUR(1_000_000), total: EUR(10_000_000) }],
      [5, { day: EUR(50_000), month: EUR(200_000), year: EUR(1_000_000), total: EUR(10_000_000) }],
    ] as const
  ).map(([level, periods]) => [level, { online_fiat: periods, deposit: periods, withdrawal: periods, atm: periods }]),
);

/** Writes the default limits where a rule is missing (a fresh database); an operator's changes stay. */
export async function ensureLimitRules(tx: Executor): Promise<void> {
  const rows = Object.entries(DEFAULT_LIMITS).flatMap(([level, operations]) =>
    Object.entries(operations).flatMap(([operation, periods]) =>
      Object.entries(periods).map(([period, limitEurMinor]) => ({
        level: Number(level),
        operation: operation as LimitOperation,
        period: period as LimitPeriod,
        limitEurMinor,
      })),
    ),
  );
  await tx.insert(limitRules).values(rows).onConflictDoNothing();
}

/** Every rule of the given levels, for the table of limits per level (the defaults are written on a fresh database). */
export async function limitRulesOf(tx: Executor, levels: readonly number[]) {
  const read = () =>
    tx
      .select()
      .from(limitRules)
      .where(inArray(limitRules.level, [...levels]));
  const rules = await read();
  if (rules.length > 0) return rules;
  await ensureLimitRules(tx);
  return read();
}

/**
 * A fiat amount's value in euro cents: CZK at the price feed's own EUR/CZK ratio (BTC quoted in both), rounded up.
 * Inside a transaction, pass it: the prices are then read on its connection (latestPrice).
 */
export async function eurValueOf(currency: FiatCurrency, minor: bigint, tx?: Executor): Promise<bigint> {
  if (currency === 'EUR') return minor;
  const eur = await latestPrice('BTC', 'EUR', tx);
  const czk = await latestPrice('BTC', 'CZK', tx);
  if (!eur || !czk) throw new AppError(409, 'payments.errors.priceUnavailable', { values: { coin: currency } });
  return divide(minor * toUnits(eur, PRICE_SCALE), toUnits(czk, PRICE_SCALE), 'up');
}

export type { LimitSide };

export interface LimitHeadroom {
  period: LimitPeriod;
  /** Euro cents still allowed in that period: the smallest over the four periods. */
  remainingEurMinor: bigint;
}

async function rulesOf(tx: Executor, level: number, operation: LimitOperation) {
  const read = () =>
    tx
      .select()
      .from(limitRules)
      .where(and(eq(limitRules.level, level), eq(limitRules.operation, operation)));
  let rules = await read();
  if (rules.length === 0) {
    await ensureLimitRules(tx);
    rules = await read();
  }
  return new Map(rules.map((rule) => [rule.period, rule.limitEurMinor]));
}

const eurText = (minor: bigint) => ({ amount: fromUnits(minor, FIAT_SCALE), currency: 'EUR' as const });

/**
 * Every refusal on the recipient's side (their limit, their level, a block on them) is this one sentence, without
 * figures: the recipient's limits, what they have received and how they are verified are theirs, and a sender
 * must not learn them by trying amounts.
 */
export const recipientRefusal = () => new AppError(422, 'limits.errors.recipientCannotReceive');

/** Whether the operator blocked a feature for everyone or for this customer. */
export async function assertNotBlocked(tx: Executor, feature: string, userId: number, side: LimitSide): Promise<void> {
  const [block] = await tx
    .select({ id: featureBlocks.id })
    .from(featureBlocks)
    .where(and(eq(featureBlocks.feature, feature), or(isNull(featureBlocks.userId), eq(featureBlocks.userId, userId))))
    .limit(1);
  if (block) throw blockedRefusal(side);
}

/**
 * A feature the operator blocked: the sender is told so and sent to support, the recipient's side is the one refusal
 * without figures.
 */
export const blockedRefusal = (side: LimitSide) =>
  side === 'sender' ? new AppError(403, 'limits.errors.blocked', { nextStep: 'support' }) : recipientRefusal();

/** A level that may not use the operation at all (a limit of zero): the sender learns the step to the next level. */
export const notAtLevelRefusal = (side: LimitSide, level: number) =>
  side === 'sender' ? new AppError(403, 'limits.errors.notAtLevel', { nextStep: stepAboveLevel(level) }) : recipientRefusal();

/** What is left of each period's limit now, without using any: for the form, before the customer submits. */
export async function headroom(
  tx: Executor,
  user: { id: number; level: number },
  operation: LimitOperation,
): Promise<LimitHeadroom | null> {
  return tightestOf(await countersOf(tx, user, operation));
}

/** Each period's limit at the customer's level and what the current period has used. */
async function countersOf(tx: Executor, user: { id: number; level: number }, operation: LimitOperation) {
  const rules = await rulesOf(tx, user.level, operation);
  const { rows } = await tx.execute<{ period: LimitPeriod; used: string }>(sql`
    SELECT period, used_eur_minor AS used FROM limit_usage
     WHERE user_id = ${user.id} AND operation = ${operation} AND period_start = ledger_period_start(period, now())`);
  const used = new Map(rows.map((row) => [row.period, BigInt(row.used)]));
  return LIMIT_PERIODS.map((period) => ({ period, limit: rules.get(period) ?? 0n, used: used.get(period) ?? 0n }));
}

/**
 * Refused now, as the posting would be, when `valueEurMinor` more does not fit a period: for a movement counted
 * later than it is ordered (a buy at an ATM counts when the machine reports the notes).
 */
export async function assertHeadroom(
  tx: Executor,
  user: { id: number; level: number },
  operation: LimitOperation,
  valueEurMinor: bigint,
  side: LimitSide,
): Promise<void> {
  for (const { period, limit, used } of await countersOf(tx, user, operation)) {
    if (used + valueEurMinor > limit) throw exceeded(side, period, limit, used);
  }
}

function tightestOf(counters: { period: LimitPeriod; limit: bigint; used: bigint }[]): LimitHeadroom | null {
  let tightest: LimitHeadroom | null = null;
  for (const { period, limit, used } of counters) {
    const remaining = limit > used ? limit - used : 0n;
    if (!tightest || remaining < tightest.remainingEurMinor) tightest = { period, remainingEurMinor: remaining };
  }
  return tightest;
}

/** What is left for one customer and operation after a posting, from the counters it moved. */
export const headroomAfter = (counted: CountedLimit[], userId: number, operation: LimitOperation) =>
  tightestOf(counted.filter((counter) => counter.user === userId && counter.operation === operation));

/**
 * The counters a posting of `valueEurMinor` moves: one per period of the customer's level, counted by the posting
 * itself (`post({ limits })`), so the counters are locked only from the posting to the commit and concurrent postings
 * never overshoot. A level without the operation is refused here: not available at that level.
 */
export async function limitUses(
  tx: Executor,
  user: { id: number; level: number },
  operation: LimitOperation,
  valueEurMinor: bigint,
  side: LimitSide,
): Promise<LimitUse[]> {
  const rules = await rulesOf(tx, user.level, operation);
  if (LIMIT_PERIODS.some((period) => (rules.get(period) ?? 0n) === 0n)) {
    throw notAtLevelRefusal(side, user.level);
  }
  return LIMIT_PERIODS.map((period) => ({
    user: user.id,
    operation,
    period,
    amount: valueEurMinor.toString(),
    limit: rules.get(period)!.toString(),
    side,
  }));
}

/** A limit exceeded: the sender's names the period, the limit and what remains; the recipient's names nothing. */
function exceeded(side: LimitSide, period: LimitPeriod, limit: bigint, used: bigint): AppError {
  if (side === 'recipient') return recipientRefusal();
  const remaining = limit - used;
  return new AppError(422, `limits.errors.exceeded.${period}`, {
    values: { limit: eurText(limit), remaining: eurText(remaining > 0n ? remaining : 0n) },
  });
}

/** The ledger's LimitExceeded as the customer reads it. */
export const limitRefusal = (refusal: LimitExceeded) => exceeded(refusal.side, refusal.period, refusal.limit, refusal.used);

/** A posting that counts limits (`post({ limits })`), with a use that did not fit worded as limitRefusal. */
export async function withinLimits<T>(posting: Promise<T>): Promise<T> {
  try {
    return await posting;
  } catch (error) {
    if (error instanceof LimitExceeded) throw limitRefusal(error);
    throw error;
  }
}
