import { POST } from '@/app/api/public/v1/transaction-check/route';
import { db, schema } from '@/lib/server/db';
import { upsertCoins } from '@/lib/server/rates/store';
import { RATE_LIMIT_POLICIES } from '@/lib/server/security/rate-limit';
import { minorToDecimal, trimDecimal } from '@/lib/money';
import { callApi } from '../support/api';
import { resetDatabase } from '../support/db';
import { messageText } from '../support/messages';

const WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SWAP_DEPOSIT = 'ltc1qg82mrn0v8m7l0rfgz0m2q4m3w7rrvs6d7v8xfr';
const EMAIL = 'customer.private@example.test';

const check = (query: unknown, options: { ip?: string; lang?: string } = {}) =>
  callApi(POST, 'public/v1/transaction-check', {
    method: 'POST',
    body: { query },
    headers: { 'x-kt-client-ip': options.ip ?? '203.0.113.7', ...(options.lang ? { lang: options.lang } : {}) },
  });

async function insertSwap(values: Partial<typeof schema.swapOrders.$inferInsert> = {}) {
  await db()
    .insert(schema.swapOrders)
    .values({
      reference: 'SW-7K2M9Q4X',
      fromCoin: 'LTC',
      toCoin: 'BTC',
      amountFrom: '2.500000000000000000',
      amountTo: '0.002600000000000000',
      rate: '0.00104',
      fee: '0.001',
      depositAddress: SWAP_DEPOSIT,
      destinationAddress: WALLET,
      email: EMAIL,
      locale: 'en',
      status: 'Process',
      quoteExpiresAt: new Date('2026-11-20T10:15:00Z'),
      createdAt: new Date('2026-11-20T10:00:00Z'),
      ...values,
    });
}

async function insertCardOrder(values: Partial<typeof schema.cardOrders.$inferInsert> = {}) {
  await db()
    .insert(schema.cardOrders)
    .values({
      reference: 'CO-3HQ8ZP1T',
      fiatAmountMinor: 15_000,
      currency: 'EUR',
      coin: 'BTC',
      cryptoAmount: '0.001780000000000000',
      rate: '84000',
      feeMinor: 300,
      walletAddress: WALLET,
      email: EMAIL,
      locale: 'cs',
      status: 'BUY_COMPLETED',
      createdAt: new Date('2026-11-21T08:30:00Z'),
      ...values,
    });
}

beforeEach(async () => {
  await resetDatabase();
  await upsertCoins(db());
});

test('a wallet address finds its swap and card orders, newest first, with amounts and spec statuses', async () => {
  await insertSwap();
  await insertCardOrder();
  await insertSwap({
    reference: 'SW-OTHER001',
    destinationAddress: 'bc1qsomeoneelse0000000000000000000000000',
    depositAddress: 'ltc1qother',
  });

  const result = await check(WALLET);

  expect(result.status).toBe(200);
  expect(result.data.orders).toEqual([
    {
      kind: 'card',
      createdAt: '2026-11-21T08:30:00.000Z',
      sends: { amount: '150.00', currency: 'EUR' },
      receives: { amount: '0.00178', currency: 'BTC' },
      status: 'BUY_COMPLETED',
    },
    {
      kind: 'swap',
      createdAt: '2026-11-20T10:00:00.000Z',
      sends: { amount: '2.5', currency: 'LTC' },
      receives: { amount: '0.0026', currency: 'BTC' },
      status: 'Process',
    },
  ]);
});

test('the deposit address of a swap finds it too', async () => {
  await insertSwap();
  expect((await check(SWAP_DEPOSIT)).data.orders).toEqual([
    expect.objectContaining({ kind: 'swap', createdAt: '2026-11-20T10:00:00.000Z', status: 'Process' }),
  ]);
});

test('an order reference finds that order, also typed in lower case and with spaces around it', async () => {
  await insertSwap();
  await insertCardOrder();

  for (const query of ['CO-3HQ8ZP1T', 'co-3hq8zp1t', '  CO-3HQ8ZP1T ']) {
    const result = await check(query);
    expect(result.data.orders).toHaveLength(1);
    expect(result.data.orders[0]).toMatchObject({ kind: 'card', status: 'BUY_COMPLETED' });
  }
});

test('an address matches only as typed: base58 addresses are case-sensitive', async () => {
  await insertCardOrder({ walletAddress: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' });
  expect((await check('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).data.orders).toHaveLength(1);
  expect((await check('1boatslrhtknngkdxeeobr76b53lettpyt')).data.orders).toHaveLength(0);
});

test('the answer never contains the customer’s e-mail, the other addresses, the user id or the reference (it would open the order)', async () => {
  await insertSwap();
  await insertCardOrder();

  const result = await check('SW-7K2M9Q4X');

  const answer = JSON.stringify(result.data);
  expect(answer).toContain('"kind":"swap"');
  for (const secret of [EMAIL, WALLET, SWAP_DEPOSIT, 'userId', 'email', 'SW-7K2M9Q4X', 'reference']) expect(answer).not.toContain(secret);
});

test('nothing found is an empty list, not an error', async () => {
  await insertSwap();
  const result = await check('bc1qnobodyhasthisaddress000000000000000');
  expect(result.status).toBe(200);
  expect(result.data.orders).toEqual([]);
});

test.each([
  ['an empty query', '', 'validation.required', 'sk'],
  ['only spaces', '   ', 'validation.required', 'en'],
  ['no query at all', undefined, 'validation.required', 'de'],
  ['SQL', "' OR 1=1 --", 'txCheck.invalidQuery', 'en'],
  ['markup', '<script>alert(1)</script>', 'txCheck.invalidQuery', 'cs'],
  ['129 characters', 'a'.repeat(129), 'validation.tooLong', 'en'],
] as const)('%s is refused with 422 and a field message in the visitor’s language', async (_case, query, key, lang) => {
  await insertSwap();

  const result = await check(query, { lang });

  expect(result.status).toBe(422);
  expect(result.data.fieldErrors).toEqual({ query: messageText(lang, key) });
  expect(JSON.stringify(result.envelope)).not.toContain('<script>');
});

test('lookups are limited per IP: over the limit → 429 with Retry-After, other addresses unaffected', async () => {
  const { limit } = RATE_LIMIT_POLICIES['transaction-check'];
  for (let i = 0; i < limit; i++) expect((await check(`SW-GUESS${i}`, { ip: '198.51.100.9' })).status).toBe(200);

  const refused = await check('SW-GUESSMORE', { ip: '198.51.100.9' });

  expect(refused.status).toBe(429);
  expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.envelope.message).toMatch(/Too many attempts/);
  expect((await check('SW-GUESSMORE', { ip: '198.51.100.10' })).status).toBe(200);
});

test('decimal helpers are exact', () => {
  expect(minorToDecimal(15_000, 2)).toBe('150.00');
  expect(minorToDecimal(5, 2)).toBe('0.05');
  expect(minorToDecimal(9_007_199_254_740_991, 2)).toBe('90071992547409.91');
  expect(trimDecimal('0.001500000000000000')).toBe('0.0015');
  expect(trimDecimal('2.000000000000000000')).toBe('2');
  expect(trimDecimal('100')).toBe('100');
});
