import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { basisPointsOf, divide, FIAT_SCALE, fromUnits, isFiatCurrency, pow10, scaleOf, toUnits, type FiatCurrency } from '@/lib/money';
import { newReference } from '@/lib/server/checkout';
import type { Executor } from '@/lib/server/db';
import { cashOrders, dcaOrders, dcaRuns, earningProducts, exchangeOrders, giftVouchers, users } from '@/lib/server/db/schema';
import { accrueDay, firstEarningDay, openStake } from '@/lib/server/earning';
import { buyForAmount, nextSlot } from '@/lib/server/exchange';
import { conversion, creditFromWorld, customerAccount, datePostingsAt, feeLeg, houseAccount, move, post } from '@/lib/server/ledger';
import { feeFor, PRICE_SCALE, RATE_SCALE, swapMath } from '@/lib/server/pricing';
import { simulatedQuotes, valueAt } from '@/lib/server/rates';
import { cashOrderAmounts } from '@/lib/terms/cash-orders';
import type { PlanType } from '@/lib/terms/plans';

interface Customer {
  id: number;
  plan: PlanType;
}

interface Machine {
  id: number;
  currency: FiatCurrency;
  buyFeePercent: string;
}

/** What happened to a demo customer at a moment, posted as dated then. */
type Happening = (tx: Executor, at: Date) => Promise<unknown>;

interface Moment {
  at: Date;
  happen: Happening;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** `time` (HH:MM, UTC) on the day `days` days before `now`. */
const daysAgo = (now: Date, days: number, time: string) => new Date(`${utcDay(new Date(now.getTime() - days * DAY_MS))}T${time}:00Z`);

/** A coin's price in a fiat currency at `at` on the simulated market the demo runs on, as the feed would have quoted it. */
function quoteAt(symbol: string, currency: FiatCurrency, at: Date): string {
  return simulatedQuotes(at).find((quote) => quote.symbol === symbol && quote.currency === currency)!.price;
}

/** What one whole unit of an asset was worth in euros at `at` (PRICE_SCALE units): crowns through bitcoin, as priceOf does. */
function eurPriceAt(asset: string, at: Date): bigint {
  if (asset === 'EUR') return pow10(PRICE_SCALE);
  const price = (symbol: string, currency: FiatCurrency) => toUnits(quoteAt(symbol, currency, at), PRICE_SCALE, 'down');
  return asset === 'CZK' ? divide(price('BTC', 'EUR') * pow10(PRICE_SCALE), price('BTC', 'CZK'), 'down') : price(asset, 'EUR');
}

/** Whole units of a fiat currency in its minor units. */
const fiat = (whole: number) => BigInt(whole) * pow10(FIAT_SCALE);

const eurValueAt = (units: bigint, asset: string, at: Date) => valueAt(units, asset, eurPriceAt(asset, at));

/** A bank transfer in, credited as the bank's `deposit` command credits one. */
const bankDeposit =
  (customer: Customer, asset: FiatCurrency, amount: bigint): Happening =>
  (tx) =>
    creditFromWorld(tx, { userId: customer.id, asset, amount, kind: 'bank-deposit' });

type OwnAccount = { asset: string; kind: 'available' | 'cash' };
const available = (asset: string): OwnAccount => ({ asset, kind: 'available' });
/** The euro cash account: ATM credit. */
const ATM_CREDIT: OwnAccount = { asset: 'EUR', kind: 'cash' };

/** The plan's crypto_trading fee on converting `amount` of an asset: the whole rule from fiat, its percentage from a coin. */
async function conversionFee(tx: Executor, plan: PlanType, asset: string, amount: bigint): Promise<bigint> {
  const rule = await feeFor(tx, { plan, operation: 'crypto_trading', currency: isFiatCurrency(asset) ? asset : 'EUR' }, amount);
  return isFiatCurrency(asset) ? rule.amount : basisPointsOf(amount, rule.basisPoints, 'up');
}

/**
 * A transfer between two of the customer's own accounts at the market of `at`, priced as an own-account conversion is
 * (transfers/own.ts): the fee off the source, nothing within one asset.
 */
const convert =
  (customer: Customer, from: OwnAccount, to: OwnAccount, amount: bigint): Happening =>
  async (tx, at) => {
    const [source, target] = [
      await customerAccount(tx, customer.id, from.asset, from.kind),
      await customerAccount(tx, customer.id, to.asset, to.kind),
    ];
    const fee = from.asset === to.asset ? 0n : await conversionFee(tx, customer.plan, from.asset, amount);
    const swap = (units: bigint) =>
      swapMath({
        amountFrom: units,
        fromDecimals: scaleOf(from.asset),
        toDecimals: scaleOf(to.asset),
        fromPriceEur: eurPriceAt(from.asset, at),
        toPriceEur: eurPriceAt(to.asset, at),
        feeBasisPoints: 0,
      });
    const converted = swap(amount - fee);
    const legs =
      from.asset === to.asset
        ? move(source.id, target.id, amount)
        : await conversion(
            tx,
            { account: source.id, asset: from.asset, amount: amount - fee },
            { account: target.id, asset: to.asset, amount: converted.gross },
          );
    return post(tx, {
      kind: 'conversion',
      legs: [...legs, ...(await feeLeg(tx, source.id, from.asset, fee))],
      valueEurMinor: swap(amount).valueEurCents,
      metadata: { from: from.asset, to: to.asset, rate: fromUnits(converted.rate, RATE_SCALE), fee: fee.toString() },
    });
  };

/** A payment from one customer to another, with the sender's internal_transfer fee, as ledger_transfer posts it. */
const transfer =
  (sender: Customer, recipient: Customer, currency: FiatCurrency, amount: bigint): Happening =>
  async (tx, at) => {
    const fee = (await feeFor(tx, { plan: sender.plan, operation: 'internal_transfer', currency }, amount)).amount;
    const [source, target] = [await customerAccount(tx, sender.id, currency), await customerAccount(tx, recipient.id, currency)];
    return post(tx, {
      kind: 'transfer',
      legs: [...move(source.id, target.id, amount), ...(await feeLeg(tx, source.id, currency, fee))],
      valueEurMinor: eurValueAt(amount, currency, at),
      metadata: { from: sender.id, to: recipient.id, currency, amount: amount.toString(), fee: fee.toString() },
    });
  };

/** A gift voucher someone bought for the customer, redeemed into their credit account. */
const redeemedVoucher =
  (customer: Customer, currency: FiatCurrency, value: bigint): Happening =>
  async (tx, at) => {
    const reference = newReference('GV');
    await tx.insert(giftVouchers).values({
      reference,
      // XXXX-XXXX-XXXX as the shop prints codes, from the reference's random characters.
      code: [3, 7, 11].map((start) => reference.slice(start, start + 4)).join('-'),
      // Redeemed: no password opens it again.
      passwordHash: '',
      valueMinor: Number(value),
      currency,
      email: 'tomas.novak@example.com',
      locale: 'cs',
      status: 'redeemed',
      redeemedByUserId: customer.id,
      redeemedAt: at,
      createdAt: new Date(at.getTime() - 3 * DAY_MS),
      updatedAt: at,
    });
    const [account, world] = [await customerAccount(tx, customer.id, currency), await houseAccount(tx, 'world', currency)];
    return post(tx, {
      kind: 'voucher',
      legs: move(world.id, account.id, value),
      valueEurMinor: eurValueAt(value, currency, at),
      metadata: { voucher: reference },
    });
  };

/** A buy at an ATM: the order placed 20 minutes before the machine took the notes and the coins were credited. */
const cashBuy =
  (customer: Customer, machine: Machine, asset: string, cashMinor: bigint): Happening =>
  async (tx, at) => {
    const rate = quoteAt(asset, machine.currency, at);
    const { cryptoAmount, fee } = cashOrderAmounts('buy', asset, cashMinor, rate, machine.buyFeePercent);
    const valueEurMinor = eurValueAt(cashMinor, machine.currency, at);
    const placedAt = new Date(at.getTime() - 20 * MINUTE_MS);
    const [order] = await tx
      .insert(cashOrders)
      .values({
        userId: customer.id,
        side: 'buy',
        status: 'BUY_COMPLETED',
        atmId: machine.id,
        currency: machine.currency,
        cashMinor,
        asset,
        cryptoAmount,
        fee,
        rate,
        valueEurMinor,
        codeSalt: randomBytes(16),
        expiresAt: new Date(placedAt.getTime() + DAY_MS),
        redeemedAt: at,
        createdAt: placedAt,
        updatedAt: at,
      })
      .returning({ id: cashOrders.id });
    const [coins, liquidity, world, atmCash] = [
      await customerAccount(tx, customer.id, asset),
      await houseAccount(tx, 'liquidity', asset),
      await houseAccount(tx, 'world', machine.currency),
      await houseAccount(tx, 'atm_cash', machine.currency),
    ];
    const credit = await post(tx, {
      kind: 'atm-cash',
      legs: [
        ...move(world.id, atmCash.id, cashMinor),
        ...move(liquidity.id, coins.id, cryptoAmount),
        ...(await feeLeg(tx, liquidity.id, asset, fee)),
      ],
      valueEurMinor,
      metadata: { atmId: machine.id, cashOrderId: order!.id, cash: fromUnits(cashMinor, FIAT_SCALE), currency: machine.currency },
    });
    await tx.update(cashOrders).set({ creditTransactionId: credit }).where(eq(cashOrders.id, order!.id));
  };

/** The staking products on offer since staking went live (the news of 2 May 2026): flexible and fixed, in BTC and LTC. */
const STAKING_PRODUCTS = [
  { asset: 'BTC', type: 'flexible', durationDays: null, rateBasisPoints: 250, minAmount: 10_000n, maxAmount: 500_000_000n },
  { asset: 'BTC', type: 'fixed', durationDays: 30, rateBasisPoints: 400, minAmount: 100_000n, maxAmount: 500_000_000n },
  { asset: 'BTC', type: 'fixed', durationDays: 90, rateBasisPoints: 550, minAmount: 100_000n, maxAmount: 500_000_000n },
  { asset: 'LTC', type: 'flexible', durationDays: null, rateBasisPoints: 300, minAmount: 10_000_000n, maxAmount: 100_000_000_000n },
  { asset: 'LTC', type: 'fixed', durationDays: 60, rateBasisPoints: 650, minAmount: 50_000_000n, maxAmount: 100_000_000_000n },
] as const;

/**
 * A flexible stake from `at`, and its daily rewards paid by the earning domain as its hourly job pays them: each day's
 * at 00:07 the next day, up to the last such time before `now`.
 */
function flexibleStake(customer: Customer, product: typeof earningProducts.$inferSelect, amount: bigint, at: Date, now: Date): Moment[] {
  const stake: Moment = { at, happen: async (tx) => void (await openStake(tx, customer.id, product, amount, at)) };
  const rewards: Moment[] = [];
  for (let day = firstEarningDay(utcDay(at)); ; day = utcDay(new Date(Date.parse(day) + DAY_MS))) {
    const paidAt = new Date(Date.parse(`${day}T00:07:00Z`) + DAY_MS);
    if (paidAt >= now) return [stake, ...rewards];
    rewards.push({ at: paidAt, happen: (tx) => accrueDay(day, tx) });
  }
}

const MONDAY = 1;

/**
 * A recurring buy of `amount` euros of bitcoin every Monday at 09:00 in the customer's own zone (as the form sets it up,
 * from their browser) since `createdAt`: the order as the customer set it up, and each slot before `now` filled by the
 * exchange's own buy at the market, recorded as the scheduler records a run.
 */
async function weeklyBuy(tx: Executor, customer: Customer, amount: bigint, createdAt: Date, now: Date): Promise<Moment[]> {
  const [owner] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, customer.id));
  const schedule = { period: 'week' as const, times: ['09:00'], weekdays: [MONDAY], monthDays: [] as number[], timeZone: owner!.timeZone };
  const slots: Date[] = [];
  let nextRunAt = nextSlot(schedule, createdAt);
  for (; nextRunAt <= now; nextRunAt = nextSlot(schedule, nextRunAt)) slots.push(nextRunAt);
  const [order] = await tx
    .insert(dcaOrders)
    .values({
      userId: customer.id,
      base: 'BTC',
      quote: 'EUR',
      amount,
      ...schedule,
      comment: 'Týdenní spoření',
      nextRunAt,
      createdAt,
    })
    .returning({ id: dcaOrders.id });
  return slots.map((slot) => ({
    at: slot,
    happen: async (run) => {
      const filled = await buyForAmount(run, customer.id, 'BTC-EUR', amount);
      await run.update(exchangeOrders).set({ createdAt: slot, closedAt: slot }).where(eq(exchangeOrders.id, filled.id));
      await run.insert(dcaRuns).values({ dcaOrderId: order!.id, slot, outcome: 'filled', exchangeOrderId: filled.id, ranAt: slot });
    },
  }));
}

/**
 * Jana's (the demo customer's) last 60 days, so every screen has something to show: bank deposits, own conversions, a
 * weekly bitcoin buy, payments to and from Peter (the corporate customer), a voucher, ATM credit, an ATM cash buy and a
 * bitcoin stake earning daily, with the staking products on offer. Posted through the ledger oldest first, each dated
 * when it happened (datePostingsAt), so balances, statements and the portfolio chart read it as they read real history;
 * prices are the simulated market's at each moment (the DCA buys fill at today's, as the exchange only fills at the
 * market).
 */
export async function seedDemoHistory(
  tx: Executor,
  now: Date,
  { jana, peter }: { jana: Customer; peter: Customer },
  machine: Machine,
): Promise<void> {
  const products = await tx
    .insert(earningProducts)
    .values(STAKING_PRODUCTS.map((product) => ({ ...product, rewardAsset: product.asset, createdAt: new Date('2026-05-02T12:00:00Z') })))
    .returning();
  const btcFlexible = products.find((product) => product.asset === 'BTC' && product.type === 'flexible')!;
  const day = (days: number, time: string) => daysAgo(now, days, time);
  const moments: Moment[] = [
    { at: day(60, '08:40'), happen: bankDeposit(jana, 'EUR', fiat(3_000)) },
    { at: day(60, '09:00'), happen: bankDeposit(peter, 'EUR', fiat(10_000)) },
    { at: day(59, '18:20'), happen: convert(jana, available('EUR'), available('BTC'), fiat(1_500)) },
    { at: day(57, '10:05'), happen: bankDeposit(jana, 'CZK', fiat(20_000)) },
    { at: day(50, '14:30'), happen: transfer(peter, jana, 'EUR', fiat(250)) },
    { at: day(48, '19:45'), happen: convert(jana, available('EUR'), available('LTC'), fiat(400)) },
    { at: day(45, '08:40'), happen: bankDeposit(jana, 'EUR', fiat(500)) },
    { at: day(42, '12:15'), happen: convert(jana, available('EUR'), ATM_CREDIT, fiat(200)) },
    ...flexibleStake(jana, btcFlexible, 1_500_000n, day(31, '10:05'), now),
    { at: day(35, '17:35'), happen: cashBuy(jana, machine, 'LTC', fiat(2_000)) },
    { at: day(30, '08:40'), happen: bankDeposit(jana, 'EUR', fiat(500)) },
    { at: day(28, '16:00'), happen: transfer(jana, peter, 'EUR', fiat(120)) },
    { at: day(25, '11:20'), happen: redeemedVoucher(jana, 'EUR', fiat(50)) },
    { at: day(21, '09:50'), happen: convert(jana, available('BTC'), available('EUR'), 200_000n) },
    { at: day(15, '08:40'), happen: bankDeposit(jana, 'EUR', fiat(500)) },
    { at: day(12, '20:30'), happen: convert(jana, available('CZK'), available('BTC'), fiat(5_000)) },
    { at: day(9, '13:10'), happen: convert(jana, available('EUR'), ATM_CREDIT, fiat(100)) },
    { at: day(5, '18:00'), happen: transfer(peter, jana, 'EUR', fiat(80)) },
    { at: day(3, '21:15'), happen: convert(jana, available('EUR'), available('LTC'), fiat(300)) },
    { at: day(1, '08:40'), happen: bankDeposit(jana, 'EUR', fiat(250)) },
    ...(await weeklyBuy(tx, jana, fiat(50), day(55, '20:10'), now)),
  ];
  for (const moment of moments.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await datePostingsAt(tx, moment.at);
    await moment.happen(tx, moment.at);
  }
}
