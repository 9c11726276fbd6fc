import { sql } from 'drizzle-orm';
import { POST as send } from '@/app/api/user/v1/transfers/users/route';
import { formatPercentChange } from '@/lib/money';
import { accountBoxesOf, portfolioOf } from '@/lib/server/accounts/portfolio';
import { portfolioHistory } from '@/lib/server/accounts/page';
import { db } from '@/lib/server/db';
import { entriesOf } from '@/lib/server/ledger/entries';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { hold, inLedgerTransaction } from '@/lib/server/ledger/post';
import { customerAccount } from '@/lib/server/ledger/accounts';
import { balanceAt } from '@/lib/server/ledger/statement';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { seedPrices } from '../support/orders';
import { transferOwn } from '../support/own-transfers';
import { signIn } from '../support/session';

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const deposit = (userId: number, asset: string, units: bigint, valueEurMinor?: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset, amount: units, kind: 'bank-deposit', valueEurMinor }));

const convert = transferOwn;

/** Moves every entry of the customer `days` days back, as if it had happened then (entries are immutable outside tests). */
async function backdate(userId: number, days: number) {
  await db().execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable`);
  await db().execute(sql`UPDATE ledger_entries SET created_at = created_at - make_interval(days => ${days}) WHERE user_id = ${userId}`);
  await db().execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable`);
}

test('the dashboard’s balances: fiat per currency and together, crypto at today’s price with its profit over what was paid', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await deposit(user.id, 'EUR', 2_000_00n);
  await deposit(user.id, 'CZK', 2_500_00n);
  const token = await signIn(user);
  // 825 EUR buys 0.0099 BTC after the 1 % fee; at 82,500 EUR/BTC it is worth 816.75 EUR: a loss of the fee, 8.25 EUR.
  await convert(token, 'EUR:available', 'BTC:available', '825');
  await convert(token, 'EUR:available', 'EUR:cash', '75');

  const inEuros = await portfolioOf(db(), user.id, 'EUR');

  expect(inEuros.fiat).toEqual([
    { currency: 'CZK', total: '2500', available: '2500' },
    { currency: 'EUR', total: '1100', available: '1100' },
  ]);
  // 1,100 EUR + 2,500 CZK at 25 CZK/EUR.
  expect(inEuros.fiatTotal).toBe('1200');
  expect(inEuros.crypto).toEqual({ value: '816.75', profit: '-8.25', profitPercent: '-1' });
  expect(inEuros.atmCredit).toBe('75');
  expect(inEuros.earning).toBe('0');
  const inCrowns = await portfolioOf(db(), user.id, 'CZK');
  expect(inCrowns.fiatTotal).toBe('30000');
  expect(inCrowns.crypto.value).toBe('20418.75');
});

test('coins that came without a recorded value count at today’s price: neither profit nor loss', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await deposit(user.id, 'BTC', 1_000_000n);

  expect((await portfolioOf(db(), user.id, 'EUR')).crypto).toEqual({ value: '825', profit: '0', profitPercent: '0' });
});

test('a loss far smaller than the holding is still a loss in percent, never a zero', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await deposit(user.id, 'EUR', 100_00n);
  // 10 BTC without a recorded value (825,000 EUR at today's price) and a 100 EUR purchase that loses its 1 % fee.
  await deposit(user.id, 'BTC', 1_000_000_000n);
  await convert(await signIn(user), 'EUR:available', 'BTC:available', '100');

  const { crypto } = await portfolioOf(db(), user.id, 'EUR');

  expect(crypto.profit).toBe('-1');
  expect(crypto.profitPercent).toBe('-0.0002');
  expect(formatPercentChange(crypto.profitPercent!, 'en')).toBe('< 0.01 %');
});

test('an account box folds what orders hold into the total and keeps it apart from what is available', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await deposit(user.id, 'EUR', 100_00n);
  await inLedgerTransaction(async (tx) => {
    const [available, held] = [await customerAccount(tx, user.id, 'EUR'), await customerAccount(tx, user.id, 'EUR', 'held')];
    return hold(tx, {
      kind: 'bank-payout',
      legs: [
        { account: available.id, amount: -30_00n },
        { account: held.id, amount: 30_00n },
      ],
    });
  });

  const [box] = (await accountBoxesOf(db(), user.id, 'EUR')).filter(
    (candidate) => candidate.asset === 'EUR' && candidate.group === 'credit',
  );
  expect(box).toMatchObject({ total: '100', available: '70', held: '30', value: '100' });
});

test('balances at the end of a past day and the portfolio over 30 days come from the entries', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await deposit(user.id, 'EUR', 100_00n);
  await backdate(user.id, 10);
  await deposit(user.id, 'EUR', 50_00n);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  const eur = (rows: Awaited<ReturnType<typeof balanceAt>>) =>
    rows.find((row) => row.account.asset === 'EUR' && row.account.kind === 'available');
  expect(eur(await balanceAt(db(), user.id, day(20)))).toMatchObject({ balanceAt: '0', balanceNow: '150' });
  expect(eur(await balanceAt(db(), user.id, day(5)))).toMatchObject({ balanceAt: '100', balanceNow: '150' });
  expect(eur(await balanceAt(db(), user.id, day(0)))).toMatchObject({ balanceAt: '150' });

  const history = await portfolioHistory(db(), user.id, 'EUR');
  expect(history).toHaveLength(30);
  expect(history[0]).toEqual({ day: day(29), value: '0' });
  expect(history.find((point) => point.day === day(5))!.value).toBe('100');
  expect(history[29]).toEqual({ day: day(0), value: '150' });
});

test('the dashboard’s record tables: money out and money in of one kind are told apart', async () => {
  const [alice, bob] = await Promise.all([createUser({ verificationLevel: 1 }), createUser({ verificationLevel: 1 })]);
  await deposit(alice.id, 'EUR', 100_00n);
  const sent = await callApi(send, 'user/v1/transfers/users', {
    method: 'POST',
    token: await signIn(alice),
    body: { recipient: bob.email, currency: 'EUR', amount: '10' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(sent.status).toBe(200);

  const out = await entriesOf(db(), alice.id, {}, { scope: { kinds: ['transfer'], direction: 'out' } });
  const into = await entriesOf(db(), alice.id, {}, { scope: { kinds: ['transfer'], direction: 'in' } });
  expect(out.entries.map((entry) => entry.amount)).toEqual(['-10.25']);
  expect(into.entries).toEqual([]);
  expect((await entriesOf(db(), bob.id, {}, { scope: { kinds: ['transfer'], direction: 'in' } })).entries.map((e) => e.amount)).toEqual([
    '10',
  ]);
});
