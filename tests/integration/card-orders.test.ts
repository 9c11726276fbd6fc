import { sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { simulatedProvider } from '@/lib/server/payments/simulated';
import { startTestNode } from '../support/chain';
import { resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import {
  cardFields,
  CARDS,
  expectFieldErrors,
  outboxRows,
  postCardCreate,
  postCardQuote,
  postChallenge,
  seedPrices,
  TEST_PRICES,
} from '../support/orders';

/** Buy by card with the simulated processor: each test card, 3-D Secure approve, fail and cancel, refusals. */

// The coins go out from the coin's node: a real LTC regtest node, and a Litecoin regtest address of it for the buyer.
let node: Awaited<ReturnType<typeof startTestNode>>;
let wallet: string;
beforeAll(async () => {
  node = await startTestNode();
  wallet = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'hot');
}, 60_000);
afterAll(async () => {
  await node?.stop();
});

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const BUY = { amount: '100', currency: 'EUR', coin: 'LTC' };

async function quote(body: object = BUY) {
  const result = await postCardQuote(body);
  expect(result.status).toBe(200);
  return result.data as { quote: string; cryptoAmount: string; fee: string; amount: string; price: string };
}

async function order(card: string, overrides: object = {}, options = {}) {
  const { quote: token } = await quote();
  return postCardCreate(
    { ...BUY, walletAddress: wallet, email: 'buyer@example.test', ...cardFields(card), quote: token, ...overrides },
    options,
  );
}

const storedOrder = async () => (await db().select().from(schema.cardOrders))[0];
const storedPayment = async () => (await db().select().from(schema.cardPayments))[0];

test('a quote takes the card fee off the amount and buys at the current price', async () => {
  // 100 EUR − 3.5 % = 96.50 EUR at 82 500 EUR/BTC = 0.00116969 BTC (floored).
  expect(await quote({ ...BUY, coin: 'BTC' })).toMatchObject({
    coin: 'BTC',
    currency: 'EUR',
    amount: '100',
    fee: '3.5',
    cryptoAmount: '0.00116969',
    price: '82500',
    feePercent: '3.5',
    ttlSeconds: 60,
  });
  expect(await quote({ ...BUY, coin: 'BTC', currency: 'CZK', amount: '2500' })).toMatchObject({
    fee: '87.5',
    cryptoAmount: '0.00116969',
    price: '2062500',
  });
});

test('the success card pays: BUY_COMPLETED, last four digits kept, the number nowhere, a confirmation e-mail', async () => {
  // The e-mail's link leads to the configured site, whatever Host and protocol the request claims.
  const result = await order(CARDS.success, {}, { headers: { lang: 'hu', host: 'evil.localhost:6666', 'x-forwarded-proto': 'https' } });

  expect(result.status).toBe(200);
  expect(result.data).toEqual({ reference: expect.stringMatching(/^CO-[0-9A-Z]{16}$/), status: 'BUY_COMPLETED' });
  expect(await storedOrder()).toMatchObject({
    reference: result.data.reference,
    status: 'BUY_COMPLETED',
    coin: 'LTC',
    fiatAmountMinor: 10_000,
    feeMinor: 350,
    walletAddress: wallet,
    locale: 'hu',
  });
  expect(await storedPayment()).toMatchObject({
    status: 'succeeded',
    cardLast4: '4242',
    amountMinor: 10_000,
    currency: 'EUR',
    purpose: 'card_order',
    provider: 'simulated',
  });
  const everything = await db().execute(
    sql`SELECT row_to_json(p)::text AS row FROM card_payments p UNION ALL SELECT row_to_json(o)::text FROM card_orders o`,
  );
  expect(JSON.stringify(everything.rows)).not.toContain('4242424242424242');

  const [mail] = await outboxRows();
  expect(mail).toMatchObject({ recipient: 'buyer@example.test', purpose: 'card-order' });
  expect(mail!.subject).toBe(
    messageText('hu', 'cardOrders.mail.subject').replace('{brand}', 'Kryptomat').replace('{reference}', result.data.reference),
  );
  expect(mail!.textBody).toContain(wallet);
  expect(mail!.textBody).toContain(`http://localhost:3000/hu/Crypto_Delivery?order=${result.data.reference}`);
});

test.each([
  [CARDS.declined, 'cardDeclined'],
  [CARDS.insufficientFunds, 'insufficientFunds'],
  [CARDS.other, 'notTestCard'],
])('card %s is declined (%s): BUY_ERROR, no e-mail', async (card, reason) => {
  const result = await order(card);

  expect(result.data.status).toBe('BUY_ERROR');
  expect(await storedPayment()).toMatchObject({ status: 'declined', failureReason: reason });
  expect(await outboxRows()).toEqual([]);
});

describe('3-D Secure', () => {
  async function challenged() {
    const result = await order(CARDS.threeDSecure);
    expect(result.data.status).toBe('BUY_IN_PROGRESS');
    const payment = await storedPayment();
    expect(payment).toMatchObject({ status: 'challenge', cardLast4: '3220' });
    return payment!.reference;
  }

  test('the right code completes the order; a second answer finds the challenge closed', async () => {
    const payment = await challenged();

    const wrong = await postChallenge(
      { payment, action: 'approve', code: simulatedProvider.challengeCode(payment) === '000000' ? '111111' : '000000' },
      { headers: { lang: 'sk' } },
    );
    expectFieldErrors(wrong, 'sk', { code: 'payments.validation.challengeWrongCode' });
    expect((await storedPayment())?.status).toBe('challenge');

    const approved = await postChallenge({ payment, action: 'approve', code: simulatedProvider.challengeCode(payment) });
    expect(approved.status).toBe(200);
    expect(approved.data).toEqual({
      purpose: 'card_order',
      order: { reference: (await storedOrder())!.reference, status: 'BUY_COMPLETED' },
    });
    expect((await storedPayment())?.status).toBe('succeeded');
    expect(await outboxRows()).toHaveLength(1);

    const again = await postChallenge({ payment, action: 'cancel' });
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe(messageText('en', 'payments.errors.challengeClosed'));
    expect((await storedOrder())?.status).toBe('BUY_COMPLETED');
  });

  test('a failed authentication is BUY_ERROR', async () => {
    const payment = await challenged();

    expect((await postChallenge({ payment, action: 'fail' })).data.order.status).toBe('BUY_ERROR');
    expect(await storedPayment()).toMatchObject({ status: 'failed', failureReason: 'authenticationFailed' });
  });

  test('canceling is BUY_CANCELED', async () => {
    const payment = await challenged();

    expect((await postChallenge({ payment, action: 'cancel' })).data.order.status).toBe('BUY_CANCELED');
    expect(await storedPayment()).toMatchObject({ status: 'failed', failureReason: 'canceled' });
  });

  test('a challenge left open too long fails whatever the answer', async () => {
    const payment = await challenged();
    await db().execute(sql`UPDATE card_payments SET updated_at = now() - interval '16 minutes'`);

    const late = await postChallenge({ payment, action: 'approve', code: simulatedProvider.challengeCode(payment) });
    expect(late.data.order.status).toBe('BUY_ERROR');
    expect(await storedPayment()).toMatchObject({ status: 'failed', failureReason: 'challengeExpired' });
  });

  test('five answers per payment, then 429: the code cannot be guessed', async () => {
    const payment = await challenged();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await postChallenge({ payment, action: 'approve', code: '999999' })).status).not.toBe(429);

    const blocked = await postChallenge({ payment, action: 'approve', code: simulatedProvider.challengeCode(payment) });
    expect(blocked.status).toBe(429);
    expect((await storedPayment())?.status).toBe('challenge');
  });

  test('an unknown payment is 404; a malformed reference 422', async () => {
    expect((await postChallenge({ payment: 'PAY-0000000000000000', action: 'fail' })).status).toBe(404);
    expect((await postChallenge({ payment: "PAY-' OR 1=1 --", action: 'fail' })).status).toBe(422);
    expect((await postChallenge({ payment: 'PAY-0000000000000000', action: 'approve' })).status).toBe(422);
  });
});

describe('refusals', () => {
  test('card fields are checked in the visitor’s language and nothing is stored', async () => {
    const { quote: token } = await quote();
    const result = await postCardCreate(
      {
        ...BUY,
        walletAddress: 'bc1-not-an-address',
        email: 'buyer@example.test',
        cardNumber: '4242 4242 4242 4241',
        cardExpiry: '01/20',
        cardCvc: '12',
        quote: token,
      },
      { headers: { lang: 'de' } },
    );

    expectFieldErrors(result, 'de', {
      walletAddress: 'payments.validation.address',
      cardNumber: 'payments.validation.cardNumber',
      cardExpiry: 'payments.validation.cardExpired',
      cardCvc: 'payments.validation.cardCvc',
    });
    expect(await db().$count(schema.cardOrders)).toBe(0);
    expect(await db().$count(schema.cardPayments)).toBe(0);
  });

  test('amounts outside the limits are refused on the amount field', async () => {
    const below = await postCardQuote({ ...BUY, amount: '19.99' });
    expect(below.status).toBe(422);
    expect(below.data.fieldErrors.amount).toBe(messageText('en', 'payments.errors.belowMinimum').replace('{min}', '€20.00'));
    const above = await postCardQuote({ ...BUY, currency: 'CZK', amount: '25000.01' });
    expect(above.data.fieldErrors.amount).toBe(messageText('en', 'payments.errors.aboveMaximum').replace('{max}', 'CZK\u00a025,000.00'));
  });

  test('an order for another amount than quoted is refused and nothing is charged', async () => {
    const result = await order(CARDS.success, { amount: '1000' });

    expect(result.status).toBe(409);
    expect(result.envelope.message).toBe(messageText('en', 'payments.errors.quoteInvalid'));
    expect(await db().$count(schema.cardPayments)).toBe(0);
  });

  // 100 EUR buys 1.0965909 LTC at 88 after the fee; at 88.50 the same euros buy 1.09039548 LTC, 0.56 % less.
  const orderAfterLitecoinAt = async (eur: string) => {
    const { quote: token, cryptoAmount } = await quote();
    expect(cryptoAmount).toBe('1.0965909');
    await seedPrices({ ...TEST_PRICES, LTC: eur });
    return postCardCreate({ ...BUY, walletAddress: wallet, email: 'buyer@example.test', ...cardFields(CARDS.success), quote: token });
  };

  test('a price moved against the house by more than the tolerance is refused and nothing is charged', async () => {
    const result = await orderAfterLitecoinAt('88.5');

    expect(result.status).toBe(409);
    expect(result.envelope.message).toBe(messageText('en', 'payments.errors.priceChanged'));
    expect(await db().$count(schema.cardPayments)).toBe(0);
    expect(await db().$count(schema.cardOrders)).toBe(0);
  });

  test.each([
    ['against the house within the tolerance (0.45 %)', '88.4'],
    ['in the house’s favour', '85'],
  ])('a price moved %s keeps the quoted figures', async (_name, ltc) => {
    expect((await orderAfterLitecoinAt(ltc)).data.status).toBe('BUY_COMPLETED');
    expect(await storedOrder()).toMatchObject({ cryptoAmount: '1.096590900000000000', rate: '88.0000000000' });
  });

  test('after 10 card attempts in 15 minutes from one address the next is refused with 429', async () => {
    const headers = { 'x-kt-client-ip': '203.0.113.77' };
    for (let attempt = 0; attempt < 10; attempt++) expect((await order(CARDS.declined, {}, { headers })).status).toBe(200);

    const blocked = await order(CARDS.success, {}, { headers });
    expect(blocked.status).toBe(429);
    expect(blocked.envelope.message).toMatch(/Too many attempts/);
    expect(await db().$count(schema.cardPayments)).toBe(10);
  });
});
