import 'server-only';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { divide, FIAT_SCALE, fromUnits, toUnits, type FiatCurrency } from '@/lib/money';
import { schema, type Executor } from '@/lib/server/db';
import { LIMIT_PERIODS, type LimitOperation, type LimitPeriod } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/http/errors';
import { PRICE_SCALE } from '@/lib/server/orders/amounts';
import { quoteOf } from '@/lib/server/rates/prices';

const { limitRules, limitUsage, featureBlocks } = schema;

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

/** The start of the period a moment falls in, in UTC; the total has one period since 1970. */
function periodStart(period: LimitPeriod, now: Date): Date {
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  if (period === 'day') return new Date(Date.UTC(year, month, day));
  if (period === 'month') return new Date(Date.UTC(year, month, 1));
  if (period === 'year') return new Date(Date.UTC(year, 0, 1));
  return new Date(0);
}

/** A fiat amount's value in euro cents: CZK at the price feed's own EUR/CZK ratio (BTC quoted in both), rounded up. */
export async function eurValueOf(currency: FiatCurrency, minor: bigint): Promise<bigint> {
  if (currency === 'EUR') return minor;
  const [eur, czk] = await Promise.all([quoteOf('BTC', 'EUR'), quoteOf('BTC', 'CZK')]);
  if (!eur || !czk) throw new AppError(409, 'payments.errors.priceUnavailable', { values: { coin: currency } });
  return divide(minor * toUnits(eur.price, PRICE_SCALE), toUnits(czk.price, PRICE_SCALE), 'up');
}

export type LimitSide = 'sender' | 'recipient';

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

/** Whether the operator blocked a feature for everyone or for this customer. */
export async function assertNotBlocked(tx: Executor, feature: string, userId: number, side: LimitSide): Promise<void> {
  const [block] = await tx
    .select({ id: featureBlocks.id })
    .from(featureBlocks)
    .where(and(eq(featureBlocks.feature, feature), or(isNull(featureBlocks.userId), eq(featureBlocks.userId, userId))))
    .limit(1);
  if (block) throw new AppError(403, side === 'sender' ? 'limits.errors.blocked' : 'limits.errors.recipientBlocked');
}

/** What is left of each period's limit now, without using any: for the form, before the customer submits. */
export async function headroom(
  tx: Executor,
  user: { id: number; level: number },
  operation: LimitOperation,
  now = new Date(),
): Promise<LimitHeadroom | null> {
  const rules = await rulesOf(tx, user.level, operation);
  let tightest: LimitHeadroom | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = rules.get(period) ?? 0n;
    const [usage] = await tx
      .select({ used: limitUsage.usedEurMinor })
      .from(limitUsage)
      .where(
        and(
          eq(limitUsage.userId, user.id),
          eq(limitUsage.operation, operation),
          eq(limitUsage.period, period),
          eq(limitUsage.periodStart, periodStart(period, now)),
        ),
      );
    const remaining = limit - (usage?.used ?? 0n);
    if (!tightest || remaining < tightest.remainingEurMinor) tightest = { period, remainingEurMinor: remaining > 0n ? remaining : 0n };
  }
  return tightest;
}

/**
 * Counts `valueEurMinor` against every period's limit of the customer's level, inside the posting's transaction: each
 * counter moves only while `used + value <= limit` (the row is locked by the upsert, so concurrent postings queue and
 * none overshoots). A refusal names the side (sender or recipient), the period, the limit and what remains; a level
 * without the operation says it is not available at that level.
 */
export async function useLimits(
  tx: Executor,
  user: { id: number; level: number },
  operation: LimitOperation,
  valueEurMinor: bigint,
  side: LimitSide,
  now = new Date(),
): Promise<void> {
  const rules = await rulesOf(tx, user.level, operation);
  if (LIMIT_PERIODS.some((period) => (rules.get(period) ?? 0n) === 0n)) {
    throw new AppError(403, side === 'sender' ? 'limits.errors.notAtLevel' : 'limits.errors.recipientNotAtLevel');
  }
  for (const period of LIMIT_PERIODS) {
    const limit = rules.get(period)!;
    const start = periodStart(period, now);
    const counted =
      valueEurMinor <= limit
        ? await tx.execute<{ used: string }>(sql`
            INSERT INTO limit_usage (user_id, operation, period, period_start, used_eur_minor)
            VALUES (${user.id}, ${operation}, ${period}, ${start}, ${valueEurMinor.toString()}::numeric)
            ON CONFLICT (user_id, operation, period, period_start)
              DO UPDATE SET used_eur_minor = limit_usage.used_eur_minor + EXCLUDED.used_eur_minor
              WHERE limit_usage.used_eur_minor + EXCLUDED.used_eur_minor <= ${limit.toString()}::numeric
            RETURNING used_eur_minor AS used`)
        : { rows: [] };
    if (counted.rows.length === 0) {
      const [usage] = await tx
        .select({ used: limitUsage.usedEurMinor })
        .from(limitUsage)
        .where(
          and(
            eq(limitUsage.userId, user.id),
            eq(limitUsage.operation, operation),
            eq(limitUsage.period, period),
            eq(limitUsage.periodStart, start),
          ),
        );
      const remaining = limit - (usage?.used ?? 0n);
      throw new AppError(422, `limits.errors.${side === 'sender' ? 'exceeded' : 'recipientExceeded'}.${period}`, {
        values: { limit: eurText(limit), remaining: eurText(remaining > 0n ? remaining : 0n) },
      });
    }
  }
}
