import { randomBytes } from 'node:crypto';
import { POST as askPayout } from '@/app/api/user/v1/bank/payouts/route';
import { POST as cashBuy } from '@/app/api/user/v1/cash-orders/buy/route';
import { POST as withdraw } from '@/app/api/user/v1/chain/withdrawals/route';
import { POST as stakeRoute } from '@/app/api/user/v1/earning/stakes/route';
import { POST as marketRoute } from '@/app/api/user/v1/exchange/market/route';
import { POST as exchangeQuoteRoute } from '@/app/api/user/v1/exchange/quote/route';
import { POST as ownQuoteRoute } from '@/app/api/user/v1/transfers/own/quote/route';
import { POST as userPreview } from '@/app/api/user/v1/transfers/users/preview/route';
import { POST as userSend } from '@/app/api/user/v1/transfers/users/route';
import { toUnits } from '@/lib/money';
import { db, schema } from '@/lib/server/db';
import { runCommand } from '@/lib/server/ops/registry';
import { callApi } from '../support/api';
import { machine } from '../support/atm';
import { savedBeneficiary } from '../support/bank';
import { withOrderNodes } from '../support/chain';
import { createUser, resetDatabase } from '../support/db';
import { customerWith } from '../support/exchange';
import { balances, booksBalanced, fund } from '../support/ledger';
import { cardFields, postCardCreate, postCardQuote, postSwapCreate, postSwapQuote, postVoucherBuy, seedPrices } from '../support/orders';
import { transferOwn } from '../support/own-transfers';
import { signIn } from '../support/session';

/**
 * Issue 42 §1: an amount typed with trailing zeros ("25.50") is the same amount as without them, in every flow that
 * takes one, from the quote to the confirmation; an exponent ("1e1") is no amount (a validation error, never a 500).
 * Each spelling runs the flow end to end through its API routes.
 */

/** The spellings, each with the amount it names as the answers write it (no trailing zeros). */
const SPELLINGS: [typed: string, canonical: string, units2: bigint, units8: bigint][] = [
  ['25.50', '25.5', 2550n, 2_550_000_000n],
  ['10.10', '10.1', 1010n, 1_010_000_000n],
  ['0.10', '0.1', 10n, 10_000_000n],
  ['100.00', '100', 10000n, 10_000_000_000n],
  ['1.000', '1', 100n, 100_000_000n],
];
/** The same, for the flows whose smallest order is a whole euro (card buy, gift voucher): 0.10 is below any minimum. */
const WHOLE_EURO_SPELLINGS = SPELLINGS.filter(([typed]) => typed !== '0.10');
const EXPONENT = '1e1';

// Each amount fits each flow's bounds, so what is tested is the spelling: the public orders' smallest amount and a
// chain withdrawal's largest are set around them (a euro is the smallest minimum the configuration can name).
process.env.CARD_ORDER_LIMITS = JSON.stringify({ EUR: { min: 1, max: 1000 }, CZK: { min: 25, max: 25000 } });
process.env.VOUCHER_LIMITS = JSON.stringify({ EUR: { min: 1, max: 500 }, CZK: { min: 25, max: 12500 } });
process.env.SWAP_MIN_EUR = '1';
process.env.SWAP_UNVERIFIED_LIMIT_EUR = '100000000';

const nodes = withOrderNodes();
beforeAll(() => {
  const configured = JSON.parse(process.env.CHAIN_NODES!) as Record<string, Record<string, unknown>>;
  configured.LTC = { ...configured.LTC, maxWithdrawal: '1000' };
  process.env.CHAIN_NODES = JSON.stringify(configured);
});

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const LITOSHI = 100_000_000n;
const keyed = () => ({ 'idempotency-key': crypto.randomUUID() });

/** A validation error (400 or 422) with nothing moved: the answer a client can act on, never a 500. */
async function expectRefusedWithoutMoney(result: { status: number }, userId?: number, before?: Record<string, string>) {
  expect([400, 422]).toContain(result.status);
  if (userId !== undefined) expect(await balances(userId)).toEqual(before);
}

describe('a transfer to another customer: preview (the signed quote), then send with it', () => {
  async function pair() {
    const alice = await createUser({ plan: 'basic', verificationLevel: 2 });
    const bob = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 1_000_00n);
    return { alice, bob, token: await signIn(alice) };
  }
  const preview = (token: string, body: object) => callApi(userPreview, 'user/v1/transfers/users/preview', { method: 'POST', token, body });
  const send = (token: string, body: object) =>
    callApi(userSend, 'user/v1/transfers/users', { method: 'POST', token, body, headers: keyed() });

  test.each(SPELLINGS)('%s reaches the recipient as %s', async (typed, canonical, units) => {
    const { bob, token } = await pair();
    const body = { recipient: bob.email, currency: 'EUR', amount: typed };
    const quoted = await preview(token, body);
    expect([quoted.status, quoted.data?.amount]).toEqual([200, canonical]);
    // What the confirmation button sends: the figures of the preview it shows, and the quote.
    const sent = await send(token, { ...body, amount: quoted.data.amount, quote: quoted.data.quote });
    expect([sent.status, sent.data?.amount ?? sent.envelope.message]).toEqual([200, canonical]);
    expect(await balances(bob.id)).toEqual({ 'EUR:available': String(units) });
    expect(await booksBalanced()).toBe(true);
  });

  test.each(SPELLINGS)('%s sent as typed with its quote is the quoted transfer', async (typed, canonical, units) => {
    const { bob, token } = await pair();
    const body = { recipient: bob.email, currency: 'EUR', amount: typed };
    const { quote } = (await preview(token, body)).data as { quote: string };
    const sent = await send(token, { ...body, quote });
    expect([sent.status, sent.data?.amount ?? sent.envelope.message]).toEqual([200, canonical]);
    expect(await balances(bob.id)).toEqual({ 'EUR:available': String(units) });
  });

  test(`${EXPONENT} is refused on the amount, by the preview and by the send`, async () => {
    const { alice, bob, token } = await pair();
    const body = { recipient: bob.email, currency: 'EUR', amount: EXPONENT };
    await expectRefusedWithoutMoney(await preview(token, body));
    await expectRefusedWithoutMoney(await send(token, body), alice.id, { 'EUR:available': '100000' });
  });
});

describe('a transfer between own accounts: quote, then confirm', () => {
  test.each(SPELLINGS)('%s moves %s from credit to cash', async (typed, _canonical, units) => {
    const { user, token } = await customerWith('EUR', 1_000_00n);
    await transferOwn(token, 'EUR:available', 'EUR:cash', typed);
    expect(await balances(user.id)).toEqual({ 'EUR:available': String(1_000_00n - units), 'EUR:cash': String(units) });
  });

  test(`${EXPONENT} is refused`, async () => {
    const { user, token } = await customerWith('EUR', 1_000_00n);
    const quoted = await callApi(ownQuoteRoute, 'user/v1/transfers/own/quote', {
      method: 'POST',
      token,
      body: { from: 'EUR:available', to: 'EUR:cash', amount: EXPONENT },
    });
    await expectRefusedWithoutMoney(quoted, user.id, { 'EUR:available': '100000' });
  });
});

describe('an exchange market order: quote, then fill', () => {
  const quote = (token: string, quantity: string) =>
    callApi(exchangeQuoteRoute, 'user/v1/exchange/quote', { method: 'POST', token, body: { pair: 'LTC-EUR', side: 'sell', quantity } });

  test.each(SPELLINGS)('a sell of %s LTC fills %s', async (typed, canonical, _units2, units) => {
    const { user, token } = await customerWith('LTC', 200n * LITOSHI);
    const quoted = await quote(token, typed);
    expect([quoted.status, quoted.data?.quantity]).toEqual([200, canonical]);
    const filled = await callApi(marketRoute, 'user/v1/exchange/market', {
      method: 'POST',
      token,
      body: { quote: quoted.data.quote },
      headers: keyed(),
    });
    expect([filled.status, filled.data?.status, filled.data?.quantity]).toEqual([200, 'filled', canonical]);
    expect((await balances(user.id))['LTC:available']).toBe(String(200n * LITOSHI - units));
  });

  test(`${EXPONENT} is refused`, async () => {
    const { user, token } = await customerWith('LTC', 200n * LITOSHI);
    await expectRefusedWithoutMoney(await quote(token, EXPONENT), user.id, { 'LTC:available': String(200n * LITOSHI) });
  });
});

describe('a swap: signed quote, then the order made from it', () => {
  const swap = (amount: string) => ({ fromCoin: 'BTC', toCoin: 'LTC', amount });
  const destination = () => nodes.ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'hot');
  const order = async (amount: string, quote: string) =>
    postSwapCreate({ ...swap(amount), email: 'swapper@example.test', destinationAddress: await destination(), quote });

  test.each(SPELLINGS)('%s BTC, quoted and ordered as typed, is an order for %s BTC', async (typed, canonical, _units2, units) => {
    const quoted = await postSwapQuote(swap(typed));
    expect([quoted.status, quoted.data?.amountFrom]).toEqual([200, canonical]);
    // The form sends the amount as typed; a client may as well send the quote's own figure.
    for (const amount of [typed, canonical]) {
      const { quote } = (await postSwapQuote(swap(typed))).data as { quote: string };
      const placed = await order(amount, quote);
      expect([amount, placed.status]).toEqual([amount, 200]);
    }
    const amounts = await db().select({ amountFrom: schema.swapOrders.amountFrom }).from(schema.swapOrders);
    expect(amounts.map((row) => toUnits(row.amountFrom, 8))).toEqual([units, units]);
  });

  test(`${EXPONENT} is refused by the quote and by the order`, async () => {
    await expectRefusedWithoutMoney(await postSwapQuote(swap(EXPONENT)));
    const { quote } = (await postSwapQuote(swap('0.01'))).data as { quote: string };
    await expectRefusedWithoutMoney(await order(EXPONENT, quote));
    expect(await db().select().from(schema.swapOrders)).toEqual([]);
  });
});

describe('a card buy: signed quote, then the order paid by card', () => {
  const wallet = () => nodes.ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'hot');
  const buy = (amount: string) => ({ amount, currency: 'EUR', coin: 'LTC' });
  const order = async (amount: string, quote: string) =>
    postCardCreate({ ...buy(amount), walletAddress: await wallet(), email: 'buyer@example.test', ...cardFields(), quote });

  test.each(WHOLE_EURO_SPELLINGS)('€%s, quoted and ordered as typed, is paid as €%s', async (typed, canonical, units) => {
    const quoted = await postCardQuote(buy(typed));
    expect([quoted.status, quoted.data?.amount]).toEqual([200, canonical]);
    const placed = await order(typed, quoted.data.quote);
    expect([placed.status, placed.data?.status]).toEqual([200, 'BUY_COMPLETED']);
    const [stored] = await db().select().from(schema.cardOrders);
    expect(stored?.fiatAmountMinor).toBe(Number(units));
  });

  test(`€0.10 is below the smallest order, a refusal on the amount; ${EXPONENT} is no amount`, async () => {
    expect((await postCardQuote(buy('0.10'))).status).toBe(422);
    await expectRefusedWithoutMoney(await postCardQuote(buy(EXPONENT)));
    const { quote } = (await postCardQuote(buy('10'))).data as { quote: string };
    await expectRefusedWithoutMoney(await order(EXPONENT, quote));
    expect(await db().select().from(schema.cardOrders)).toEqual([]);
  });
});

describe('a cash order at an ATM: the cash is a whole number of notes', () => {
  const place = async (rawCash: string) => {
    const atm = await machine();
    const user = await createUser({ verificationLevel: 1 });
    const result = await callApi(cashBuy, 'user/v1/cash-orders/buy', {
      method: 'POST',
      token: await signIn(user),
      rawBody: `{"atmId": ${atm.id}, "asset": "BTC", "cash": ${rawCash}}`,
      headers: keyed(),
    });
    return { user, result };
  };

  test('100.00 in the JSON is the order for 100', async () => {
    const { result } = await place('100.00');
    expect([result.status, result.data?.cash]).toEqual([200, '100']);
  });

  test(`cents, and "${EXPONENT}" as a string, are refused`, async () => {
    for (const cash of ['25.50', '"25.50"', `"${EXPONENT}"`]) {
      const { result } = await place(cash);
      expect([cash, result.status]).toEqual([cash, 422]);
    }
    expect(await db().select().from(schema.cashOrders)).toEqual([]);
  });
});

describe('withdrawals: on chain and to a bank account', () => {
  async function ltcCustomer() {
    const user = await createUser({ verificationLevel: 2 });
    await fund(user.id, 'LTC', 200n * LITOSHI);
    const [address] = await db()
      .insert(schema.chainWithdrawalAddresses)
      .values({
        userId: user.id,
        asset: 'LTC',
        address: await nodes.ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'hot'),
        label: 'Mine',
        usableAt: new Date(Date.now() - 1000),
        cancelTokenHash: randomBytes(32),
      })
      .returning();
    return { user, token: await signIn(user), address: address!.id };
  }
  const withdrawal = (token: string, address: number, amount: string) =>
    callApi(withdraw, 'user/v1/chain/withdrawals', { method: 'POST', token, body: { address, amount }, headers: keyed() });

  test.each(SPELLINGS)('%s LTC is a withdrawal of %s LTC', async (typed, canonical) => {
    const { token, address } = await ltcCustomer();
    const result = await withdrawal(token, address, typed);
    expect([result.status, result.data?.amount]).toEqual([200, canonical]);
  });

  test(`${EXPONENT} LTC is refused`, async () => {
    const { user, token, address } = await ltcCustomer();
    await expectRefusedWithoutMoney(await withdrawal(token, address, EXPONENT), user.id, { 'LTC:available': String(200n * LITOSHI) });
  });

  async function bankCustomer() {
    const user = await createUser({ verificationLevel: 2, plan: 'basic' });
    await fund(user.id, 'EUR', 1_000_00n);
    const token = await signIn(user);
    return { user, token, beneficiary: await savedBeneficiary(token) };
  }
  const payout = (token: string, beneficiary: number, amount: string) =>
    callApi(askPayout, 'user/v1/bank/payouts', { method: 'POST', token, body: { beneficiary, amount }, headers: keyed() });

  test.each(SPELLINGS)('a payout of €%s is a payout of €%s', async (typed, canonical, units) => {
    const { user, token, beneficiary } = await bankCustomer();
    const result = await payout(token, beneficiary, typed);
    expect([result.status, result.data?.amount]).toEqual([200, canonical]);
    // basic plan: €1.00 per payout
    expect((await balances(user.id))['EUR:held']).toBe(String(units + 100n));
  });

  test(`a payout of ${EXPONENT} is refused`, async () => {
    const { user, token, beneficiary } = await bankCustomer();
    await expectRefusedWithoutMoney(await payout(token, beneficiary, EXPONENT), user.id, { 'EUR:available': '100000' });
  });
});

describe('a gift voucher paid by card', () => {
  const purchase = (value: string) => postVoucherBuy({ value, currency: 'EUR', email: 'giver@example.test', ...cardFields() });

  test.each(WHOLE_EURO_SPELLINGS)('€%s is a voucher of €%s', async (typed, canonical, units) => {
    const result = await purchase(typed);
    expect([result.status, result.data?.status, result.data?.voucher?.value]).toEqual([200, 'active', canonical]);
    const [stored] = await db().select().from(schema.giftVouchers);
    expect(stored?.valueMinor).toBe(Number(units));
  });

  test(`€0.10 is below the smallest voucher; ${EXPONENT} is no amount`, async () => {
    expect((await purchase('0.10')).status).toBe(422);
    await expectRefusedWithoutMoney(await purchase(EXPONENT));
    expect(await db().select().from(schema.giftVouchers)).toEqual([]);
  });
});

describe('a stake', () => {
  async function staker() {
    const [said] = await runCommand(['earning', 'add-product', 'LTC', 'flexible', '5', '0.01', '1000'], 'test-operator');
    const product = Number(/#(\d+)/.exec(said!)![1]);
    const user = await createUser({ verificationLevel: 1 });
    await fund(user.id, 'LTC', 200n * LITOSHI);
    return { user, product, token: await signIn(user) };
  }
  const stake = (token: string, product: number, amount: string) =>
    callApi(stakeRoute, 'user/v1/earning/stakes', { method: 'POST', token, body: { product, amount }, headers: keyed() });

  test.each(SPELLINGS)('%s LTC stakes %s LTC', async (typed, _canonical, _units2, units) => {
    const { user, product, token } = await staker();
    const result = await stake(token, product, typed);
    expect(result.status).toBe(200);
    expect((await balances(user.id))['LTC:available']).toBe(String(200n * LITOSHI - units));
  });

  test(`${EXPONENT} LTC is refused`, async () => {
    const { user, product, token } = await staker();
    await expectRefusedWithoutMoney(await stake(token, product, EXPONENT), user.id, { 'LTC:available': String(200n * LITOSHI) });
  });
});
