import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { db, schema } from '@/lib/server/db';
import { isValidAddress } from '@/lib/validation/crypto-address';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { expectFieldErrors, outboxRows, postSwapCreate, postSwapQuote, seedPrices, TEST_PRICES, WALLETS } from '../support/orders';
import { signIn } from '../support/session';
import { withOrderNodes } from '../support/chain';

/** Crypto-to-crypto swap: live signed quotes, orders made from exactly the quoted numbers, limits and refusals. */

// Orders need a node for both coins (tests/support/chain.ts): LTC, and a litecoind standing in for BTC.
const nodes = withOrderNodes();
/** A Litecoin regtest address of the LTC node: where the swapped coins would go. */
let destination: string;
beforeAll(async () => {
  destination = await nodes.ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'hot');
});

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const PAIR = { fromCoin: 'BTC', toCoin: 'LTC', amount: '0.01' };
const ORDER = {
  ...PAIR,
  email: 'Swapper@Example.test',
  get destinationAddress() {
    return destination;
  },
};

async function quote(body: object = PAIR, options = {}) {
  const result = await postSwapQuote(body, options);
  expect(result.status).toBe(200);
  return result.data as {
    quote: string;
    amountTo: string;
    fee: string;
    rate: string;
    ttlSeconds: number;
    valueEur: string;
    feePercent: string;
  };
}

const swapOrders = () => db().select().from(schema.swapOrders);

test('a quote gives the rate, the fee and what the customer receives, worked out exactly, and holds for 60 s', async () => {
  const result = await quote();

  // 0.01 BTC × 82 500 / 88 = 9.375 LTC; the 1.5 % fee rounded up.
  expect(result).toMatchObject({
    fromCoin: 'BTC',
    toCoin: 'LTC',
    amountFrom: '0.01',
    amountTo: '9.234375',
    fee: '0.140625',
    rate: '937.5',
    feePercent: '1.5',
    valueEur: '825',
    ttlSeconds: 60,
  });
  expect(result.quote.split('.')).toHaveLength(3);
});

test('the order uses the quoted numbers, gets a reference, a deposit address for the coin sent, status Init, and an e-mail', async () => {
  const { quote: token, amountTo } = await quote();

  // The e-mail's link leads to the configured site, whatever Host and protocol the request claims.
  const result = await postSwapCreate(
    { ...ORDER, quote: token },
    { headers: { lang: 'de', host: 'evil.localhost:6666', 'x-forwarded-proto': 'https' } },
  );

  expect(result.status).toBe(200);
  const reference = result.data.reference as string;
  expect(reference).toMatch(/^SW-[0-9A-Z]{16}$/);
  const [order] = await swapOrders();
  expect(order).toMatchObject({
    reference,
    fromCoin: 'BTC',
    toCoin: 'LTC',
    status: 'Init',
    destinationAddress: destination,
    email: 'swapper@example.test',
    locale: 'de',
    userId: null,
  });
  expect(Number(order!.amountTo)).toBe(Number(amountTo));
  expect(order!.amountFrom).toBe('0.010000000000000000');
  // The BTC node here is a litecoind standing in (tests/support/chain.ts): its addresses are Litecoin regtest's.
  expect(isValidAddress('LTC', order!.depositAddress, 'regtest')).toBe(true);
  expect(order!.quoteExpiresAt.getTime()).toBeGreaterThan(Date.now());

  const [mail] = await outboxRows();
  expect(mail).toMatchObject({ channel: 'email', recipient: 'swapper@example.test', purpose: 'swap-order' });
  expect(mail!.subject).toBe(messageText('de', 'swap.mail.subject').replace('{brand}', 'Kryptomat').replace('{reference}', reference));
  expect(mail!.textBody).toContain(order!.depositAddress);
  expect(mail!.textBody).toContain(`http://localhost:3000/de/crypto-to-Crypto-success?ref=${reference}`);
});

/** About 16.50 EUR: many of these stay under the unverified limit of a day. */
const SMALL = '0.0002';
const smallOrder = async () => ({ ...ORDER, amount: SMALL, quote: (await quote({ ...PAIR, amount: SMALL })).quote });

test('two orders get different references and deposit addresses', async () => {
  await postSwapCreate(await smallOrder());
  await postSwapCreate(await smallOrder());

  const orders = await swapOrders();
  expect(new Set(orders.map((order) => order.reference)).size).toBe(2);
  expect(new Set(orders.map((order) => order.depositAddress)).size).toBe(2);
});

test('a signed-in customer’s order is kept with the account', async () => {
  const user = await createUser();
  const token = await signIn(user);
  const { quote: signed } = await quote();

  expect((await postSwapCreate({ ...ORDER, quote: signed }, { token })).status).toBe(200);
  expect((await swapOrders())[0]?.userId).toBe(user.id);
});

describe('the quote decides the order', () => {
  const signedWith = (key: string, claims: object, expiresAt: Date, audience = 'swap') =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt(Math.floor(expiresAt.getTime() / 1000) - 60)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(key));
  const DEMO_KEY = 'kryptomat-demo-order-signing-key-change-me';
  const terms = {
    fromCoin: 'BTC',
    toCoin: 'LTC',
    amountFrom: '0.01',
    amountTo: '9.234375',
    fee: '0.140625',
    rate: '937.5',
  };

  async function expectRefused(quoteToken: string, key: string, body: object = ORDER) {
    const result = await postSwapCreate({ ...body, quote: quoteToken });
    expect({ status: result.status, message: result.envelope.message }).toEqual({ status: 409, message: messageText('en', key) });
    expect(await swapOrders()).toEqual([]);
  }

  test('an expired quote is refused with its own message', async () => {
    await expectRefused(await signedWith(DEMO_KEY, { terms }, new Date(Date.now() - 1000)), 'payments.errors.quoteExpired');
  });

  test('a quote with better numbers but a signature of another key is refused', async () => {
    const forged = await signedWith(
      'an attacker’s own key of 32 characters or more',
      { terms: { ...terms, amountTo: '99' } },
      new Date(Date.now() + 60_000),
    );
    await expectRefused(forged, 'payments.errors.quoteInvalid');
  });

  test('a quote whose payload was edited is refused', async () => {
    const { quote: token } = await quote();
    const [header, payload, signature] = token.split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), terms: { ...terms, amountTo: '99' } }),
    ).toString('base64url');
    await expectRefused(`${header}.${edited}.${signature}`, 'payments.errors.quoteInvalid');
  });

  test('a card quote is no swap quote', async () => {
    await expectRefused(await signedWith(DEMO_KEY, { terms }, new Date(Date.now() + 60_000), 'card'), 'payments.errors.quoteInvalid');
  });

  test('an order for another amount or pair than quoted is refused', async () => {
    const { quote: token } = await quote();
    await expectRefused(token, 'payments.errors.quoteInvalid', { ...ORDER, amount: '0.011' });
    await expectRefused(token, 'payments.errors.quoteInvalid', { ...ORDER, toCoin: 'ETH', destinationAddress: WALLETS.ETH });
  });

  // 0.01 BTC → 9.234375 LTC quoted at 82,500 / 88 EUR. The house gives the LTC, so a cheaper bitcoin is a move
  // against it: at 82,000 the same bitcoin buys 9.17840908 LTC after the fee, 0.61 % less than quoted.
  test('a price moved against the house by more than the tolerance is refused with its own message; nothing is written', async () => {
    const { quote: token } = await quote();
    await seedPrices({ ...TEST_PRICES, BTC: '82000' });

    await expectRefused(token, 'payments.errors.priceChanged');
    expect(await outboxRows()).toEqual([]);
    expect((await quote()).amountTo).toBe('9.17840908');
  });

  test.each([
    ['against the house within the tolerance (0.36 %)', '82200'],
    ['in the house’s favour', '85000'],
  ])('a price moved %s keeps the quoted figures', async (_name, btc) => {
    const { quote: token } = await quote();
    await seedPrices({ ...TEST_PRICES, BTC: btc });

    expect((await postSwapCreate({ ...ORDER, quote: token })).status).toBe(200);
    expect((await swapOrders())[0]?.amountTo).toBe('9.234375000000000000');
  });

  test('the same amount written differently is the quoted amount', async () => {
    const { quote: token } = await quote();
    expect((await postSwapCreate({ ...ORDER, amount: '0,0100', quote: token })).status).toBe(200);
  });
});

describe('limits', () => {
  test('above the limit without verification the quote is refused on the amount, asking to sign in and verify', async () => {
    // 0.013 BTC = 1 072.50 EUR > 1 000 EUR.
    const result = await postSwapQuote({ ...PAIR, amount: '0.013' });

    expect(result.status).toBe(422);
    expect(result.data.fieldErrors.amount).toBe(
      messageText('en', 'swap.errors.aboveLimit').replace('{limit}', '€1,000.00').replace('{value}', '€1,072.50'),
    );
  });

  test('up to the limit is fine; below the minimum is refused', async () => {
    expect((await postSwapQuote({ ...PAIR, amount: '0.012' })).status).toBe(200);
    const result = await postSwapQuote({ ...PAIR, amount: '0.0001' });
    expect(result.status).toBe(422);
    expect(result.data.fieldErrors.amount).toBe(
      messageText('en', 'swap.errors.belowMinimum').replace('{min}', '€10.00').replace('{value}', '€8.25'),
    );
  });

  test('more decimals than the coin has are refused', async () => {
    const result = await postSwapQuote({ fromCoin: 'USDT', toCoin: 'BTC', amount: '100.1234567' });
    expect(result.status).toBe(422);
    expect(result.data.fieldErrors.amount).toBe(
      messageText('en', 'swap.errors.tooManyDecimals').replace('{coin}', 'USDT').replace('{decimals}', '6'),
    );
  });

  test('a coin without a current price cannot be quoted', async () => {
    const result = await postSwapQuote({ ...PAIR, toCoin: 'XRP' });
    expect(result.status).toBe(409);
    expect(result.envelope.message).toBe(messageText('en', 'payments.errors.priceUnavailable').replace('{coin}', 'XRP'));
  });
});

describe('validation', () => {
  test('errors name each field in the visitor’s language', async () => {
    const result = await postSwapCreate(
      { fromCoin: 'BTC', toCoin: 'BTC', amount: '', destinationAddress: '', email: 'nope', quote: 'x' },
      { headers: { lang: 'de' } },
    );

    expectFieldErrors(result, 'de', {
      toCoin: 'swap.validation.sameCoin',
      amount: 'validation.required',
      destinationAddress: 'validation.required',
      email: 'validation.email',
    });
  });

  test('an address of another coin or a corrupted one is refused on the address field', async () => {
    for (const destinationAddress of [WALLETS.BTC, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD']) {
      const result = await postSwapCreate({ ...ORDER, destinationAddress, quote: 'x' }, { headers: { lang: 'cs' } });
      expectFieldErrors(result, 'cs', { destinationAddress: 'payments.validation.address' });
    }
  });

  test('a listed coin without an address validator is not offered', async () => {
    const result = await postSwapQuote({ ...PAIR, toCoin: 'RENDER' });
    expectFieldErrors(result, 'en', { toCoin: 'payments.validation.coin' });
  });

  test.each([["' OR 1=1 --"], ['<script>alert(1)</script>'], ['${7*7}'], ['BTC\u0000']])(
    'injection string %s in every field is a 422, never a 500, and stores nothing',
    async (attack) => {
      for (const body of [
        { ...ORDER, fromCoin: attack, quote: 'x' },
        { ...ORDER, amount: attack, quote: 'x' },
        { ...ORDER, destinationAddress: attack, quote: 'x' },
        { ...ORDER, email: attack, quote: 'x' },
      ]) {
        const result = await postSwapCreate(body);
        expect(result.status).toBe(422);
      }
      expect((await postSwapQuote({ ...PAIR, amount: attack })).status).toBe(422);
      expect(await swapOrders()).toEqual([]);
    },
  );
});

test('after 20 orders an hour from one address the next is refused with 429 and Retry-After', async () => {
  const headers = { 'x-kt-client-ip': '203.0.113.9' };
  for (let attempt = 0; attempt < 20; attempt++) expect((await postSwapCreate(await smallOrder(), { headers })).status).toBe(200);

  const refused = await postSwapCreate(await smallOrder(), { headers });

  expect(refused.status).toBe(429);
  expect(refused.response.headers.get('retry-after')).toBeTruthy();
  expect(await db().$count(schema.swapOrders, eq(schema.swapOrders.email, 'swapper@example.test'))).toBe(20);
  expect((await postSwapCreate(await smallOrder(), { headers: { 'x-kt-client-ip': '203.0.113.10' } })).status).toBe(200);
});
