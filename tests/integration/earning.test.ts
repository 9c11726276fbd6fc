import { sql } from 'drizzle-orm';
import { POST as unstakeRoute } from '@/app/api/user/v1/earning/stakes/[id]/unstake/route';
import { POST as stakeRoute } from '@/app/api/user/v1/earning/stakes/route';
import { fromUnits } from '@/lib/money';
import { db } from '@/lib/server/db';
import { accrueDay, runEarningDay } from '@/lib/server/earning/rewards';
import { addDays, firstEarningDay, matureStakes, utcDay } from '@/lib/server/earning/stakes';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import type { StakeReceipt } from '@/lib/views/earning';
import { callApi } from '../support/api';
import { atClock } from '../support/clock';
import { bellIn, createUser, resetDatabase } from '../support/db';
import { signIn } from '../support/session';

const ops = (...argv: string[]) => runCommand(argv, 'test-operator');

beforeEach(resetDatabase);

const ONE_BTC = 100_000_000n;

async function customerWith(units: bigint, plan: 'basic' | 'advanced' | 'pro' = 'basic') {
  const user = await createUser({ verificationLevel: 1, plan });
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'BTC', amount: units, kind: 'bank-deposit' }));
  return { user, token: await signIn(user) };
}

const stake = (token: string, product: number, amount: string, key = crypto.randomUUID()) =>
  callApi(stakeRoute, 'user/v1/earning/stakes', { method: 'POST', token, body: { product, amount }, headers: { 'idempotency-key': key } });
const unstake = (token: string, id: number, key = crypto.randomUUID()) =>
  callApi(unstakeRoute, `user/v1/earning/stakes/${id}/unstake`, {
    method: 'POST',
    token,
    params: { id: String(id) },
    headers: { 'idempotency-key': key },
  });

async function product(...args: string[]): Promise<number> {
  const [said] = await ops('earning', 'add-product', ...args);
  return Number(/#(\d+)/.exec(said!)![1]);
}

const balanceOf = async (userId: number, kind: string) =>
  BigInt(
    (
      await db().execute<{ balance: string }>(
        sql`SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = 'BTC' AND kind = ${kind}`,
      )
    ).rows[0]!.balance,
  );

const houseBalance = async (kind: string) =>
  BigInt(
    (
      await db().execute<{ balance: string }>(
        sql`SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts WHERE user_id IS NULL AND asset = 'BTC' AND kind = ${kind}`,
      )
    ).rows[0]!.balance,
  );

/** Every asset's balances sum to zero: nothing was created or lost. */
async function expectBalancedBooks() {
  const { rows } = await db().execute<{ asset: string; total: string }>(
    sql`SELECT asset, sum(balance)::text AS total FROM ledger_accounts GROUP BY asset`,
  );
  expect(rows.filter((row) => row.total !== '0')).toEqual([]);
}

const accruals = async (stakeId: number) =>
  (
    await db().execute<{ day: string; gross: string; fee: string }>(
      sql`SELECT day::text, gross::text, fee::text FROM earning_accruals WHERE stake_id = ${stakeId} ORDER BY day`,
    )
  ).rows;

test('a 30-day fixed stake earns exactly amount × rate × 30 / 365 over 30 runs and 3 duplicates, and matures once', async () => {
  const fixed = await product('BTC', 'fixed', '5', '0.001', '10', '--days', '30');
  const { user, token } = await customerWith(ONE_BTC);

  const staked = await stake(token, fixed, '1');
  expect(staked.status).toBe(200);
  const receipt = staked.data as StakeReceipt;
  const start = receipt.stake.startDay;
  expect(receipt.stake).toMatchObject({ type: 'fixed', amount: '1', ratePercent: '5', maturityDay: addDays(start, 30), status: 'active' });
  expect(await balanceOf(user.id, 'available')).toBe(0n);

  for (let day = 0; day < 30; day++) await accrueDay(addDays(start, day));
  for (const day of [0, 14, 29]) expect(await accrueDay(addDays(start, day))).toBe(0);
  // Past the term: nothing more is due.
  expect(await accrueDay(addDays(start, 30))).toBe(0);

  const days = await accruals(receipt.stake.id);
  expect(days).toHaveLength(30);
  const gross = days.reduce((sum, day) => sum + BigInt(day.gross), 0n);
  const fees = days.reduce((sum, day) => sum + BigInt(day.fee), 0n);
  // 1 BTC × 5 % × 30 / 365 = 410,958.9 satoshi: floored once over the term, not 30 times (30 × 13,698 = 410,940).
  expect(gross).toBe(410_958n);
  expect(gross).toBe((ONE_BTC * 500n * 30n) / (10_000n * 365n));
  // The basic plan's crypto_earning fee (10 %) is taken from each day's reward, rounded up.
  expect(fees).toBe(days.reduce((sum, day) => sum + (BigInt(day.gross) + 9n) / 10n, 0n));
  expect(await balanceOf(user.id, 'staked')).toBe(ONE_BTC + gross - fees);
  expect(await houseBalance('rewards')).toBe(-gross);
  expect(await houseBalance('fee')).toBe(fees);

  const early = await unstake(token, receipt.stake.id);
  expect(early.status).toBe(422);
  expect(early.envelope.message).toContain(addDays(start, 30));

  // The day before maturity pays nothing back; at maturity two workers at once pay it back once.
  expect(await matureStakes(addDays(start, 29))).toBe(0);
  const matured = await Promise.all([matureStakes(addDays(start, 30)), matureStakes(addDays(start, 30))]);
  expect(matured[0] + matured[1]).toBe(1);
  expect(await matureStakes(addDays(start, 31))).toBe(0);

  expect(await balanceOf(user.id, 'available')).toBe(ONE_BTC + gross - fees);
  expect(await balanceOf(user.id, 'staked')).toBe(0n);
  const bell = await bellIn(user.id);
  expect(bell).toHaveLength(1);
  expect(bell[0]!.message).toContain(`${fromUnits(ONE_BTC + gross - fees, 8)} BTC`);
  await expectBalancedBooks();
}, 30_000);

test('two reward workers at once pay each stake each day once', async () => {
  const flexible = await product('BTC', 'flexible', '7.5', '0.0001', '5');
  const customers = await Promise.all(Array.from({ length: 12 }, () => customerWith(ONE_BTC, 'pro')));
  const stakes: { userId: number; id: number }[] = [];
  for (const { user, token } of customers)
    for (const amount of ['0.3', '0.25']) {
      const done = await stake(token, flexible, amount);
      stakes.push({ userId: user.id, id: (done.data as StakeReceipt).stake.id });
    }
  const start = firstEarningDay();

  for (let day = 0; day < 5; day++) {
    const paid = await Promise.all([accrueDay(addDays(start, day)), accrueDay(addDays(start, day))]);
    expect(paid[0] + paid[1]).toBe(stakes.length);
  }

  const fiveDays = (amount: bigint) => (amount * 750n * 5n) / (10_000n * 365n);
  for (const { user } of customers) {
    const mine = stakes.filter((stake) => stake.userId === user.id);
    const paid = (await Promise.all(mine.map((stake) => accruals(stake.id)))).flat();
    expect(paid).toHaveLength(10);
    expect(paid.reduce((sum, row) => sum + BigInt(row.gross), 0n)).toBe(fiveDays(30_000_000n) + fiveDays(25_000_000n));
    const net = paid.reduce((sum, row) => sum + BigInt(row.gross) - BigInt(row.fee), 0n);
    expect(await balanceOf(user.id, 'staked')).toBe(55_000_000n + net);
  }
  await expectBalancedBooks();
}, 30_000);

test('an unstake racing a reward run loses nothing: the day it paid comes back with the principal', async () => {
  const flexible = await product('BTC', 'flexible', '10', '0.0001', '5');
  const customers = await Promise.all(Array.from({ length: 10 }, () => customerWith(ONE_BTC, 'advanced')));
  const stakes: number[] = [];
  for (const { token } of customers) stakes.push(((await stake(token, flexible, '1')).data as StakeReceipt).stake.id);
  const day = firstEarningDay();

  const [, ...unstaked] = await Promise.all([accrueDay(day), ...customers.map(({ token }, index) => unstake(token, stakes[index]!))]);
  expect(unstaked.every((answer) => answer.status === 200)).toBe(true);

  for (const [index, { user }] of customers.entries()) {
    const paid = await accruals(stakes[index]!);
    const net = paid.reduce((sum, row) => sum + BigInt(row.gross) - BigInt(row.fee), 0n);
    // Whatever the order, the staked account is empty and the available one holds principal plus what was paid.
    expect(await balanceOf(user.id, 'staked')).toBe(0n);
    expect(await balanceOf(user.id, 'available')).toBe(ONE_BTC + net);
    expect((unstaked[index]!.data as StakeReceipt).stake).toMatchObject({ status: 'unstaked', accrued: (Number(net) / 1e8).toString() });
  }
  // A closed stake earns nothing more.
  expect(await accrueDay(day)).toBe(0);
  await expectBalancedBooks();
}, 30_000);

test('days missed while the app was down are paid once by the next run', async () => {
  const flexible = await product('BTC', 'flexible', '5', '0.0001', '5');
  const { user, token } = await customerWith(ONE_BTC, 'pro');
  const { stake: created } = (await stake(token, flexible, '1')).data as StakeReceipt;
  const today = utcDay();
  await db().execute(sql`UPDATE earning_stakes SET start_day = ${addDays(today, -4)}::date WHERE id = ${created.id}`);

  expect(await runEarningDay(today)).toEqual({ days: 4, paid: 4, matured: 0 });
  expect(await runEarningDay(today)).toEqual({ days: 0, paid: 0, matured: 0 });
  expect((await accruals(created.id)).map((row) => row.day)).toEqual([-4, -3, -2, -1].map((offset) => addDays(today, offset)));
  const paid = await accruals(created.id);
  expect(paid.reduce((sum, row) => sum + BigInt(row.gross), 0n)).toBe((ONE_BTC * 500n * 4n) / (10_000n * 365n));
  expect(await balanceOf(user.id, 'staked')).toBe(ONE_BTC + paid.reduce((sum, row) => sum + BigInt(row.gross) - BigInt(row.fee), 0n));
});

test('a flexible stake made at 23:59 UTC earns nothing for that minute: its first reward is its first whole day', async () => {
  const flexible = await product('BTC', 'flexible', '5', '0.0001', '5');
  const { user, token } = await customerWith(ONE_BTC, 'pro');
  const today = utcDay();
  const yesterday = addDays(today, -1);

  const created = await atClock(`${yesterday}T23:59:00Z`, () => stake(token, flexible, '1'));
  expect(created.status).toBe(200);
  const { stake: made } = created.data as StakeReceipt;

  // The 00:07 run after the minute staked pays nothing: no day was staked whole.
  expect(await atClock(`${today}T00:07:00Z`, () => runEarningDay())).toMatchObject({ paid: 0 });
  expect(await accruals(made.id)).toEqual([]);
  expect(await balanceOf(user.id, 'staked')).toBe(ONE_BTC);

  // The next run pays the first whole day, one day's reward.
  expect(await atClock(`${addDays(today, 1)}T00:07:00Z`, () => runEarningDay())).toMatchObject({ days: 1, paid: 1 });
  expect(await accruals(made.id)).toEqual([{ day: today, gross: String((ONE_BTC * 500n) / (10_000n * 365n)), fee: expect.any(String) }]);
  await expectBalancedBooks();
});

test('a stake is refused outside the product’s limits, for a paused product, beyond the funds, and posts once per key', async () => {
  const flexible = await product('BTC', 'flexible', '5', '0.01', '0.5');
  const { user, token } = await customerWith(ONE_BTC);

  const below = await stake(token, flexible, '0.001');
  expect(below.status).toBe(422);
  expect(JSON.stringify(below.data)).toContain('0.01 BTC');
  expect((await stake(token, flexible, '0.6')).status).toBe(422);
  expect((await stake(token, flexible, '0.000000001')).status).toBe(422);

  const key = crypto.randomUUID();
  const [first, again] = await Promise.all([stake(token, flexible, '0.4', key), stake(token, flexible, '0.4', key)]);
  expect([first.status, again.status]).toEqual([200, 200]);
  expect((again.data as StakeReceipt).stake.id).toBe((first.data as StakeReceipt).stake.id);
  expect(await balanceOf(user.id, 'staked')).toBe(40_000_000n);

  await stake(token, flexible, '0.4');
  const broke = await stake(token, flexible, '0.4');
  expect(broke.status).toBe(422);
  expect(await balanceOf(user.id, 'staked')).toBe(80_000_000n);

  expect(await ops('earning', 'pause-product', String(flexible))).toEqual([`product #${flexible} is paused`]);
  const paused = await stake(token, flexible, '0.1');
  expect(paused.status).toBe(409);
  // Paused keeps paying the running stakes.
  expect(await accrueDay(firstEarningDay())).toBe(2);
  expect((await ops('earning', 'products')).join('\n')).toContain('paused');
  await expectBalancedBooks();
});

test('at most ten stakes run at once', async () => {
  const flexible = await product('BTC', 'flexible', '5', '0.01', '1');
  const { token } = await customerWith(ONE_BTC);
  for (let index = 0; index < 10; index++) expect((await stake(token, flexible, '0.01')).status).toBe(200);
  const eleventh = await stake(token, flexible, '0.01');
  expect(eleventh.status).toBe(409);
  expect(eleventh.envelope.message).toContain('10');
});

test('the operator accrues one day, not a day that has not ended', async () => {
  await expect(ops('earning', 'accrue', '--day', utcDay())).rejects.toThrow('has not ended');
  const yesterday = addDays(utcDay(), -1);
  expect(await ops('earning', 'accrue', '--day', yesterday)).toEqual([`paid 0 stakes for ${yesterday}`]);
  await expect(ops('earning', 'add-product', 'BTC', 'fixed', '5', '0.01', '1')).rejects.toThrow('--days');
});
