import 'server-only';
import { sql } from 'drizzle-orm';
import { basisPointsOf } from '@/lib/money';
import { plansOf } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import { customerAccountIds, feeShardAccount, houseAccount, inLedgerTransaction, move, post, type Leg } from '@/lib/server/ledger';
import { feeFor } from '@/lib/server/pricing';
import { rewardOver } from '@/lib/terms/earning';
import { planTypes, type PlanType } from '@/lib/terms/plans';
import { addDays, matureStakes, utcDay } from './stakes';

/**
 * The reward for day `n` (1 = the stake's first day) of `amount` at an annual `rateBasisPoints`. Rounding, named:
 * FLOOR OF THE RUNNING TOTAL. Day n pays floor(amount × rate × n / 365) − floor(amount × rate × (n − 1) / 365), so each
 * day is floored and what it left over is carried into the next, and the first n days sum to exactly
 * floor(amount × rate × n / 365) units: over a 30-day term, amount × rate × 30 / 365 to the unit. A day depends on
 * nothing but n, so days paid out of order (a catch-up) pay the same.
 */
export const rewardOfDay = (amount: bigint, rateBasisPoints: number, n: number): bigint =>
  rewardOver(amount, rateBasisPoints, n) - rewardOver(amount, rateBasisPoints, n - 1);

/**
 * Stakes paid per transaction: one posting and three statements each. A commit's wait for the disk, not the rows,
 * is what a batch costs most (bench:earning: 500 a batch took 4 times as long as 10,000), and the stake rows stay
 * locked for a second or two, which an unstake waiting on one of them can afford.
 */
const BATCH = 10_000;

/** The plan's crypto_earning percentage, taken from each day's reward (rounded up to the unit, as every fee). */
async function feeRates(tx: Executor): Promise<Map<PlanType, number>> {
  const rates = new Map<PlanType, number>();
  for (const plan of planTypes) rates.set(plan, (await feeFor(tx, { plan, operation: 'crypto_earning', currency: 'EUR' }, 0n)).basisPoints);
  return rates;
}

type DueStake = {
  id: string;
  user_id: string;
  asset: string;
  amount: string;
  rate_basis_points: number;
  n: number;
};

/**
 * One batch of day `day`'s rewards, in one transaction: the stakes due (running on that day, not paid for it) after
 * `afterId`, locked (FOR NO KEY UPDATE SKIP LOCKED: another worker's batch or an unstake in progress is left to it; an
 * unstake waits for this batch and pays back what it credited), one posting per asset from the house rewards account to
 * each customer's staked account with the plan's fee to a fee shard, the (stake, day) keys, and the stakes' totals.
 * The keys' primary key refuses a day paid twice, with the money. The last stake id it saw, null when none was due.
 */
async function accrueBatch(
  day: string,
  afterId: number,
  fees: Map<PlanType, number>,
  outer?: Executor,
): Promise<{ last: number | null; paid: number }> {
  const inTransaction = <T>(work: (tx: Executor) => Promise<T>) => (outer ? outer.transaction(work) : inLedgerTransaction(work));
  return inTransaction(async (tx) => {
    const { rows } = await tx.execute<DueStake>(sql`
      SELECT s.id, s.user_id, s.asset, s.amount, s.rate_basis_points, (${day}::date - s.start_day + 1) AS n
        FROM earning_stakes s
       WHERE s.status = 'active' AND s.id > ${afterId} AND s.start_day <= ${day}::date
         AND (s.maturity_day IS NULL OR ${day}::date < s.maturity_day)
         AND NOT EXISTS (SELECT 1 FROM earning_accruals a WHERE a.stake_id = s.id AND a.day = ${day}::date)
       ORDER BY s.id LIMIT ${BATCH}
         FOR NO KEY UPDATE OF s SKIP LOCKED`);
    if (rows.length === 0) return { last: null, paid: 0 };
    const plans = await plansOf(tx, [...new Set(rows.map((row) => Number(row.user_id)))]);
    const due = rows.map((row) => {
      const gross = rewardOfDay(BigInt(row.amount), row.rate_basis_points, row.n);
      const fee = basisPointsOf(gross, fees.get(plans.get(Number(row.user_id))!) ?? 0, 'up');
      return { id: Number(row.id), userId: Number(row.user_id), asset: row.asset, gross, fee };
    });
    const transactions = new Map<string, number>();
    for (const asset of new Set(due.map((stake) => stake.asset))) {
      const paying = due.filter((stake) => stake.asset === asset && stake.gross > 0n);
      if (paying.length === 0) continue;
      const staked = await customerAccountIds(tx, [...new Set(paying.map((stake) => stake.userId))], asset, 'staked');
      const [rewards, feeShard] = [await houseAccount(tx, 'rewards', asset), await feeShardAccount(tx, asset)];
      const feeTotal = paying.reduce((sum, stake) => sum + stake.fee, 0n);
      // ledger_apply sums the legs of one account, so a customer with several stakes gets one entry per batch.
      const legs: Leg[] = paying.flatMap((stake) => move(rewards.id, staked.get(stake.userId)!, stake.gross - stake.fee));
      if (feeTotal > 0n) legs.push({ account: rewards.id, amount: -feeTotal }, { account: feeShard.id, amount: feeTotal, last: true });
      transactions.set(asset, await post(tx, { kind: 'staking-reward', legs, metadata: { day, stakes: paying.length } }));
    }
    const column = (values: (string | number | bigint | null)[]) => `{${values.map((value) => value ?? 'NULL').join(',')}}`;
    await tx.execute(sql`
      WITH paid AS (
        INSERT INTO earning_accruals (stake_id, day, gross, fee, transaction_id)
        SELECT id, ${day}::date, gross, fee, transaction_id
          FROM unnest(${column(due.map((stake) => stake.id))}::bigint[], ${column(due.map((stake) => stake.gross))}::numeric[],
                      ${column(due.map((stake) => stake.fee))}::numeric[],
                      ${column(due.map((stake) => (stake.gross > 0n ? transactions.get(stake.asset)! : null)))}::bigint[])
               AS paid (id, gross, fee, transaction_id)
        RETURNING stake_id, gross - fee AS net
      )
      UPDATE earning_stakes s
         SET accrued = s.accrued + paid.net, accrued_days = s.accrued_days + 1,
             accrued_through = greatest(s.accrued_through, ${day}::date)
        FROM paid WHERE s.id = paid.stake_id`);
    return { last: due.at(-1)!.id, paid: due.length };
  });
}

/**
 * Pays day `day`'s reward of every stake running that day that has not had it; how many stakes it paid. Each batch is
 * its own transaction, or a savepoint of `outer` (the operator's audited command).
 */
export async function accrueDay(day: string, outer?: Executor): Promise<number> {
  const fees = await feeRates(outer ?? db());
  let paid = 0;
  for (let after = 0; ;) {
    const batch = await accrueBatch(day, after, fees, outer);
    if (batch.last === null) return paid;
    paid += batch.paid;
    after = batch.last;
  }
}

/**
 * The first day some running stake has not been paid: the day after its last paid day, or its first day when a day
 * in between is missing (a stake skipped while an unstake held it, then not unstaked). Null when none is behind.
 */
export async function firstUnpaidDay(tx: Executor = db()): Promise<string | null> {
  const { rows } = await tx.execute<{ day: string | null }>(sql`
    SELECT min(CASE WHEN accrued_days = coalesce(accrued_through - start_day + 1, 0)
                    THEN coalesce(accrued_through + 1, start_day) ELSE start_day END)::text AS day
      FROM earning_stakes WHERE status = 'active'`);
  return rows[0]?.day ?? null;
}

/**
 * The earning day: every day up to yesterday that some running stake has not been paid (the days missed while the app
 * was down, once each), then the fixed stakes that matured by today paid back.
 */
export async function runEarningDay(today = utcDay()) {
  const yesterday = addDays(today, -1);
  let days = 0;
  let paid = 0;
  for (let day = await firstUnpaidDay(); day !== null && day <= yesterday; day = addDays(day, 1)) {
    paid += await accrueDay(day);
    days++;
  }
  return { days, paid, matured: await matureStakes(today) };
}
