import { eq } from 'drizzle-orm';
import { getCashOrdersPage } from '@/lib/server/cash-orders/page';
import { getDashboardPage } from '@/lib/server/accounts/page';
import { db, schema } from '@/lib/server/db';
import { demoLogins, seedDemoData } from '@/lib/server/demo';
import { getEarningPage } from '@/lib/server/earning/page';
import { getLocale } from 'next-intl/server';
import { locales } from '@/lib/i18n/config';
import { getExchangePage } from '@/lib/server/exchange/page';
import { inLedgerTransaction, openCustomerAccounts } from '@/lib/server/ledger';
import { getStatementPage } from '@/lib/server/statements/page';
import { createUser, resetDatabase } from '../support/db';
import { ledgerInvariants } from '../support/ledger';
import { signInAs } from '../support/signed-in';

jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'en') }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const DEMO_PASSWORD = 'Demo-Pass-2026';

// The demo a fresh `npm start` loads: seeded once for the file, as the embedded database is seeded once.
beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db(), DEMO_PASSWORD);
}, 30_000);

const demoCustomer = async () => {
  const [user] = await db().select().from(schema.users).where(eq(schema.users.email, demoLogins[0].email));
  return signInAs(user!);
};

test('the staking page offers flexible and fixed products, and the demo customer’s stake has earned', async () => {
  await demoCustomer();

  const { products, stakes } = await getEarningPage();

  expect(new Set(products.map((product) => product.asset))).toEqual(new Set(['BTC', 'LTC']));
  expect(new Set(products.map((product) => product.type))).toEqual(new Set(['flexible', 'fixed']));
  expect(products.every((product) => Number(product.ratePercent) > 0)).toBe(true);
  expect(products.filter((product) => product.type === 'fixed').every((product) => product.durationDays! > 0)).toBe(true);
  expect(stakes).toHaveLength(1);
  expect(stakes[0]).toMatchObject({ status: 'active' });
  expect(Number(stakes[0]!.accrued)).toBeGreaterThan(0);
});

test('the demo customer’s dashboard: a portfolio line over the whole chart, every record table filled, the main coins’ rates', async () => {
  await demoCustomer();

  const { history, records, rates } = await getDashboardPage();

  // The history began before the chart's window, so the line starts above zero and moves on most days.
  expect(history).toHaveLength(30);
  expect(Number(history[0]!.value)).toBeGreaterThan(0);
  expect(new Set(history.map((point) => point.value)).size).toBeGreaterThan(20);
  expect(records.filter((record) => record.entries.length === 0).map((record) => record.id)).toEqual([]);
  expect(rates.map((rate) => rate.symbol)).toEqual(expect.arrayContaining(['BTC', 'LTC', 'ETH']));
});

test('the demo news is written in every language: the Czech dashboard’s news is Czech, each reader’s in their own', async () => {
  await demoCustomer();
  jest.mocked(getLocale).mockResolvedValueOnce('en');
  const english = (await getDashboardPage()).news;
  expect(english.length).toBeGreaterThan(0);
  for (const locale of locales.filter((code) => code !== 'en')) {
    jest.mocked(getLocale).mockResolvedValueOnce(locale);
    const read = (await getDashboardPage()).news;
    expect(read.map((item) => item.id)).toEqual(english.map((item) => item.id));
    read.forEach((item, index) => {
      expect([locale, item.title]).not.toEqual([locale, english[index]!.title]);
      expect([locale, item.summary]).not.toEqual([locale, english[index]!.summary]);
    });
  }
  jest.mocked(getLocale).mockResolvedValueOnce('cs');
  expect((await getDashboardPage()).news.map((item) => item.title)).toContain('Flexibilní staking je spuštěn');
});

test('the demo customer’s history began 60 days ago: the euro statement since then opens at zero with the first deposit', async () => {
  await demoCustomer();
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  const { statement } = await getStatementPage({ from: daysAgo(60), to: daysAgo(0) });
  const before = await getStatementPage({ from: daysAgo(90), to: daysAgo(61) });

  expect(statement).toMatchObject({ asset: 'EUR', opening: '0' });
  expect(statement!.entries[0]).toMatchObject({ kind: 'bank-deposit', amount: '3000' });
  expect(statement!.entries[0]!.createdAt.slice(0, 10)).toBe(daysAgo(60));
  expect(statement!.count).toBeGreaterThan(20);
  expect(before.statement).toMatchObject({ opening: '0', closing: '0', count: 0 });
});

test('the demo customer has a recurring buy with its runs, filled orders and a cash order', async () => {
  await demoCustomer();

  const exchange = await getExchangePage();
  const { orders } = await getCashOrdersPage();

  expect(exchange.dca).toHaveLength(1);
  expect(exchange.dca[0]!.runs.filter((run) => run.outcome === 'filled').length).toBeGreaterThanOrEqual(6);
  expect(exchange.history.length).toBeGreaterThanOrEqual(6);
  expect(orders.map((order) => order.status)).toContain('BUY_COMPLETED');
});

test('the demo’s recurring buy runs in its customer’s own zone: its runs read 09:00 in Prague, as the orders they filled do', async () => {
  const customer = await demoCustomer();
  const [{ timeZone }] = (await db()
    .select({ timeZone: schema.users.timeZone })
    .from(schema.users)
    .where(eq(schema.users.id, customer.id))) as [{ timeZone: string }];
  const { dca } = await getExchangePage();
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', weekday: 'short' });

  expect(dca[0]!.timeZone).toBe(timeZone);
  expect(new Set(dca[0]!.runs.map((run) => clock.format(new Date(run.slot))))).toEqual(new Set(['Mon 09:00']));
});

test('everything the demo posted balances, and seeding again adds nothing', async () => {
  const balanced = {
    assetTotals: { BTC: '0', CZK: '0', EUR: '0', LTC: '0' },
    negativeCustomerBalances: 0,
    balancesNotEqualToEntries: 0,
    unbalancedTransactions: 0,
  };
  expect(await ledgerInvariants()).toEqual(balanced);
  const postings = await db().$count(schema.ledgerTransactions);

  // The server seeds only an empty database (prepareDatabase); were it to seed again, the customers and their history
  // are one transaction, refused together.
  await expect(seedDemoData(db(), DEMO_PASSWORD)).rejects.toThrow();
  expect(await db().$count(schema.ledgerTransactions)).toBe(postings);
  expect(await ledgerInvariants()).toEqual(balanced);
});

test('a newly registered customer still starts empty', async () => {
  // Registration opens the customer's accounts (lib/server/auth/registration/registration.ts).
  const newcomer = signInAs(await createUser({ verificationLevel: 1 }));
  await inLedgerTransaction((tx) => openCustomerAccounts(tx, newcomer.id));

  const { history, records, rates } = await getDashboardPage();

  expect(new Set(history.map((point) => point.value))).toEqual(new Set(['0']));
  expect(records.flatMap((record) => record.entries)).toEqual([]);
  expect((await getEarningPage()).stakes).toEqual([]);
  expect(rates.map((rate) => rate.symbol)).toEqual(expect.arrayContaining(['BTC', 'LTC', 'ETH']));
});
