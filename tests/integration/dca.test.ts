import { eq, sql } from 'drizzle-orm';
import { POST as activate } from '@/app/api/user/v1/exchange/dca/[id]/activate/route';
import { POST as deactivate } from '@/app/api/user/v1/exchange/dca/[id]/deactivate/route';
import { DELETE as remove } from '@/app/api/user/v1/exchange/dca/[id]/route';
import { GET as list, POST as create } from '@/app/api/user/v1/exchange/dca/route';
import { db, schema } from '@/lib/server/db';
import { createDcaOrder, runDueDcaOrders } from '@/lib/server/exchange/dca';
import { invalidateQuotes } from '@/lib/server/rates/prices';
import { dcaOrderSchema, type DcaOrderInput } from '@/lib/validation/exchange';
import type { DcaOrder } from '@/lib/views/exchange';
import { callApi } from '../support/api';
import { resetDatabase } from '../support/db';
import { customerWith } from '../support/exchange';
import { seedPrices } from '../support/orders';

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const daily: DcaOrderInput = { pair: 'BTC-EUR', amount: '50', period: 'day', times: ['09:00'], timeZone: 'Europe/Prague' };
const createOrder = (token: string, body: unknown) => callApi(create, 'user/v1/exchange/dca', { method: 'POST', token, body });
const listOrders = async (token: string) => (await callApi(list, 'user/v1/exchange/dca', { method: 'GET', token })).data as DcaOrder[];
const onOrder = (handler: typeof activate | typeof deactivate, action: string, token: string, id: number) =>
  callApi(handler, `user/v1/exchange/dca/${id}/${action}`, { method: 'POST', token, params: { id: String(id) } });

const runsOf = (dcaOrderId: number) =>
  db().select().from(schema.dcaRuns).where(eq(schema.dcaRuns.dcaOrderId, dcaOrderId)).orderBy(schema.dcaRuns.slot);
const bitcoinOf = async (userId: number) =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = 'BTC' AND kind = 'available'`,
    )
  ).rows[0]?.balance ?? '0';
const noticesOf = async (userId: number) =>
  (
    await db()
      .select({ notice: schema.broadcasts.notice, message: schema.broadcasts.message })
      .from(schema.broadcasts)
      .where(eq(schema.broadcasts.toId, userId))
      .orderBy(schema.broadcasts.id)
  ).map((row) => [row.notice, row.message]);
/** A fixed instant as the scheduler's clock. */
const at = (iso: string) => new Date(iso);
const slotAfter = (order: DcaOrder) => new Date(order.nextRunAt!);

test('a created order runs its due slot once: a market buy at the ask for the amount, fee included', async () => {
  const { user, token } = await customerWith('EUR', 100_00n);
  const created = await createOrder(token, daily);
  expect(created.status).toBe(200);
  const order = created.data as DcaOrder;
  expect(order).toMatchObject({ active: true, period: 'day', times: ['09:00'], runs: [] });

  expect(await runDueDcaOrders(new Date(slotAfter(order).getTime() - 1000))).toEqual({ filled: 0, skipped: 0 });
  expect(await runDueDcaOrders(slotAfter(order))).toEqual({ filled: 1, skipped: 0 });
  expect(await runDueDcaOrders(slotAfter(order))).toEqual({ filled: 0, skipped: 0 });

  // 50 EUR less the 1 % fee (0.50) at the ask of 82,665: 0.0005988 BTC, the most on the pair's lot within 49.50.
  expect(await bitcoinOf(user.id)).toBe('59880');
  const [shown] = await listOrders(token);
  expect(shown!.runs).toEqual([
    expect.objectContaining({
      slot: order.nextRunAt,
      outcome: 'filled',
      reason: null,
      order: expect.objectContaining({ status: 'filled' }),
    }),
  ]);
  // The next slot is the next day's 09:00 in Prague.
  expect(new Date(shown!.nextRunAt!).getTime() - slotAfter(order).getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
});

test('two schedulers at once buy each due slot once', async () => {
  const customers = await Promise.all(Array.from({ length: 12 }, () => customerWith('EUR', 100_00n)));
  const orders = await Promise.all(customers.map(({ token }) => createOrder(token, daily).then((answer) => answer.data as DcaOrder)));
  const now = slotAfter(orders[0]!);

  const [first, second] = await Promise.all([runDueDcaOrders(now), runDueDcaOrders(now)]);

  expect(first.filled + second.filled).toBe(12);
  const runs = await db().select().from(schema.dcaRuns);
  expect(runs).toHaveLength(12);
  expect(new Set(runs.map((run) => run.dcaOrderId)).size).toBe(12);
  for (const { user } of customers) expect(await bitcoinOf(user.id)).toBe('59880');
}, 30_000);

test('slots missed while the app was down are caught up by one run, not one per slot', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const order = (await createOrder(token, { ...daily, times: ['06:00', '12:00', '18:00'] })).data as DcaOrder;

  const threeDaysLater = new Date(slotAfter(order).getTime() + 3 * 24 * 3600_000);
  expect(await runDueDcaOrders(threeDaysLater)).toEqual({ filled: 1, skipped: 0 });

  expect(await runsOf(order.id)).toHaveLength(1);
  expect(await bitcoinOf(user.id)).toBe('59880');
  const [shown] = await listOrders(token);
  expect(new Date(shown!.nextRunAt!).getTime()).toBeGreaterThan(threeDaysLater.getTime());
});

test('09:00 in Prague is bought at 09:00 Prague time on both sides of the spring change', async () => {
  const { user } = await customerWith('EUR', 1_000_00n);
  const values = dcaOrderSchema.parse(daily);
  const order = await createDcaOrder(user, values, at('2026-03-28T06:00:00Z'));
  expect(order.nextRunAt).toBe('2026-03-28T08:00:00.000Z');

  await runDueDcaOrders(at('2026-03-28T08:00:30Z'));
  await runDueDcaOrders(at('2026-03-29T07:00:30Z'));

  expect((await runsOf(order.id)).map((run) => run.slot.toISOString())).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z']);
});

test('the 31st runs on the last day of February, then on 31 March; more than 5 dates are refused', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const monthly = { ...daily, period: 'month', monthDays: [31], timeZone: 'UTC' };
  const order = await createDcaOrder(user, dcaOrderSchema.parse(monthly), at('2027-02-01T00:00:00Z'));
  expect(order.nextRunAt).toBe('2027-02-28T09:00:00.000Z');

  expect(await runDueDcaOrders(at('2027-02-28T09:00:00Z'))).toEqual({ filled: 1, skipped: 0 });
  const [shown] = await listOrders(token);
  expect(shown!.nextRunAt).toBe('2027-03-31T09:00:00.000Z');

  const tooMany = await createOrder(token, { ...monthly, monthDays: [1, 5, 10, 15, 20, 25] });
  expect(tooMany.status).toBe(422);
  expect(tooMany.data).toEqual({ fieldErrors: { monthDays: 'You cannot select more than 5 dates.' } });
});

test('a run without funds is skipped and recorded with a bell notice; the third skip in a row deactivates the order', async () => {
  const { user, token } = await customerWith('EUR', 0n);
  const order = (await createOrder(token, daily)).data as DcaOrder;

  let now = slotAfter(order);
  for (let skip = 1; skip <= 3; skip++) {
    expect(await runDueDcaOrders(now)).toEqual({ filled: 0, skipped: 1 });
    now = new Date(now.getTime() + 24 * 3600_000);
  }

  const runs = await runsOf(order.id);
  expect(runs.map((run) => [run.outcome, run.reason])).toEqual([
    ['skipped', 'insufficientFunds'],
    ['skipped', 'insufficientFunds'],
    ['skipped', 'insufficientFunds'],
  ]);
  const skipped = ['dcaSkipped', 'Your recurring buy of €50.00 on BTC-EUR was skipped: insufficient funds.'];
  expect(await noticesOf(user.id)).toEqual([
    skipped,
    skipped,
    skipped,
    ['dcaPaused', expect.stringContaining('was skipped three times in a row and is now inactive')],
  ]);
  const [shown] = await listOrders(token);
  expect(shown).toMatchObject({ active: false, nextRunAt: null });
  expect(shown!.runs[0]).toMatchObject({ outcome: 'skipped', reason: 'insufficientFunds', order: null });
  expect(await runDueDcaOrders(new Date(now.getTime() + 7 * 24 * 3600_000))).toEqual({ filled: 0, skipped: 0 });
});

test('a slot while the market is closed (stale feed) is skipped as such; the next one with a fresh price buys', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const order = (await createOrder(token, daily)).data as DcaOrder;
  await db().execute(sql`UPDATE coin_prices SET updated_at = now() - interval '1 hour'`);
  invalidateQuotes();

  expect(await runDueDcaOrders(slotAfter(order))).toEqual({ filled: 0, skipped: 1 });
  await seedPrices();
  expect(await runDueDcaOrders(new Date(slotAfter(order).getTime() + 24 * 3600_000))).toEqual({ filled: 1, skipped: 0 });

  expect((await runsOf(order.id)).map((run) => [run.outcome, run.reason])).toEqual([
    ['skipped', 'marketClosed'],
    ['filled', null],
  ]);
  expect(await bitcoinOf(user.id)).toBe('59880');
});

test('a deactivated order does not run; activated again it runs from its next slot, not the missed ones', async () => {
  const { user, token } = await customerWith('EUR', 1_000_00n);
  const order = (await createOrder(token, daily)).data as DcaOrder;

  const stopped = await onOrder(deactivate, 'deactivate', token, order.id);
  expect(stopped.data).toMatchObject({ active: false, nextRunAt: null });
  expect(await runDueDcaOrders(new Date(slotAfter(order).getTime() + 2 * 24 * 3600_000))).toEqual({ filled: 0, skipped: 0 });
  expect(await bitcoinOf(user.id)).toBe('0');

  const started = (await onOrder(activate, 'activate', token, order.id)).data as DcaOrder;
  expect(started).toMatchObject({ active: true, nextRunAt: order.nextRunAt });

  const stranger = await customerWith('EUR', 0n);
  expect((await onOrder(deactivate, 'deactivate', stranger.token, order.id)).status).toBe(404);
  const deleted = await callApi(remove, `user/v1/exchange/dca/${order.id}`, {
    method: 'DELETE',
    token,
    params: { id: String(order.id) },
  });
  expect(deleted.data).toEqual({ id: order.id });
  expect(await listOrders(token)).toEqual([]);
});
