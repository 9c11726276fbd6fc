import { sql } from 'drizzle-orm';
import { POST as preview } from '@/app/api/user/v1/transfers/users/preview/route';
import { POST as send } from '@/app/api/user/v1/transfers/users/route';
import { db } from '@/lib/server/db';
import { customerAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { translatorFor } from '@/lib/server/i18n/translate';
import { requestHashOf } from '@/lib/server/ledger/idempotency';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { clearRateLimit, RATE_LIMIT_POLICIES } from '@/lib/server/security/rate-limit';
import { userTransferSchema } from '@/lib/validation/transfers';
import { signQuote } from '@/lib/server/checkout';
import { deliverTransferMail } from '@/lib/server/transfers';
import { quotedUserTransfer } from '@/lib/server/transfers/users';
import { customersByIds } from '@/lib/server/users';
import { callApi } from '../support/api';
import { createUser, resetDatabase, updateUser } from '../support/db';
import { callLegacy, UNREAD_BROADCAST_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

const fund = (userId: number, currency: string, amount: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset: currency, amount, kind: 'bank-deposit' }));

const balance = async (userId: number, currency = 'EUR') =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = ${currency} AND kind = 'available'`,
    )
  ).rows[0]?.balance ?? '0';

/** An operator's long transaction holding a customer's row until the returned function ends it: their transfers wait. */
async function holdCustomer(userId: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = db().transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    locked();
    await released;
  });
  await lockTaken;
  return async () => {
    release();
    await holder;
  };
}

async function customers() {
  const alice = await createUser({ firstName: 'Alice', lastName: 'Sender', plan: 'basic', verificationLevel: 2 });
  const bob = await createUser({
    firstName: 'Bob',
    lastName: 'Receiver',
    phone: '+420777123456',
    countryCode: '+420',
    verificationLevel: 2,
  });
  await fund(alice.id, 'EUR', 100_00n);
  return { alice, bob, token: await signIn(alice) };
}

const sendMoney = (token: string, body: unknown, key: string | null = crypto.randomUUID(), lang = 'en', ip?: string) =>
  callApi(send, 'user/v1/transfers/users', {
    method: 'POST',
    token,
    body,
    headers: { lang, ...(key ? { 'idempotency-key': key } : {}), ...(ip ? { 'x-kt-client-ip': ip } : {}) },
  });

const previewOf = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  callApi(preview, 'user/v1/transfers/users/preview', { method: 'POST', token, body, headers });

/** What a caller can read of an answer: the status, the code, the message and the (decrypted) data. */
const answerOf = ({ status, envelope, data }: Awaited<ReturnType<typeof previewOf>>) => ({
  status,
  code: envelope.code,
  message: envelope.message,
  data,
});

const RECIPIENT_NOT_FOUND = { recipient: messageText('en', 'transfers.errors.recipientNotFound') };
const RECIPIENT_CANNOT_RECEIVE = messageText('en', 'limits.errors.recipientCannotReceive');

test('the preview names the recipient and shows the fee of the sender’s plan, the total and the balance', async () => {
  const { bob, token } = await customers();
  const result = await callApi(preview, 'user/v1/transfers/users/preview', {
    method: 'POST',
    token,
    body: { recipient: bob.email.toUpperCase(), currency: 'EUR', amount: '10' },
  });
  expect(result.status).toBe(200);
  // basic: 0.5 % + 0.20 EUR
  expect(result.data).toEqual({
    recipient: { name: 'Bob R.', identifier: bob.email.toUpperCase() },
    currency: 'EUR',
    amount: '10',
    fee: '0.25',
    feeRule: { percent: '0.5', fixed: '0.2' },
    total: '10.25',
    available: '100',
    availableAfter: '89.75',
    sufficient: true,
    limit: { period: 'day', remaining: '15000' },
    quote: expect.any(String),
  });
});

describe('priced once: the fee the confirmation showed is the fee charged', () => {
  const setBasicTransferFee = (basisPoints: number) =>
    db().execute(sql`UPDATE fee_rules SET basis_points = ${basisPoints}
                      WHERE plan = 'basic' AND operation = 'internal_transfer' AND currency = 'EUR'`);
  const body = (bob: { email: string }) => ({ recipient: bob.email, currency: 'EUR', amount: '10' });

  test('a send with the preview’s quote pays the quoted fee after the schedule changed; one without pays today’s', async () => {
    const { alice, bob, token } = await customers();
    const { quote } = (await previewOf(token, body(bob))).data as { quote: string };
    await setBasicTransferFee(300);
    const quoted = await sendMoney(token, { ...body(bob), quote });
    expect(quoted.status).toBe(200);
    expect(quoted.data).toMatchObject({ fee: '0.25', total: '10.25', feeRule: { percent: '0.5', fixed: '0.2' } });
    const today = await sendMoney(token, body(bob));
    expect(today.data).toMatchObject({ fee: '0.5', total: '10.5', feeRule: { percent: '3', fixed: '0.2' } });
    expect(await balance(alice.id)).toBe(String(100_00 - 1025 - 1050));
  });

  test('the confirmation screen reads the quote: the figures as priced, with the balance as it is now', async () => {
    const { alice, bob, token } = await customers();
    const { quote } = (await previewOf(token, body(bob))).data as { quote: string };
    await setBasicTransferFee(300);
    await fund(alice.id, 'EUR', 5_00n);
    const [sender] = await customersByIds(db(), [alice.id], ['plan', 'verificationLevel']);
    const screen = await quotedUserTransfer({ ...alice, ...sender } as never, userTransferSchema.parse(body(bob)), quote, { ip: null });
    expect(screen).toMatchObject({ fee: '0.25', total: '10.25', available: '105', availableAfter: '94.75', quote });
  });

  test('a quote is the sender’s own, for exactly that transfer, and holds for a while: otherwise 409 and nothing moves', async () => {
    const { alice, bob, token } = await customers();
    const { quote } = (await previewOf(token, body(bob))).data as { quote: string };
    const carol = await createUser({ firstName: 'Carol', lastName: 'Other', verificationLevel: 2 });
    await fund(carol.id, 'EUR', 100_00n);
    const carolToken = await signIn(carol);
    const invalid = messageText('en', 'payments.errors.quoteInvalid');
    expect(answerOf(await sendMoney(carolToken, { ...body(bob), quote }))).toMatchObject({ status: 409, message: invalid });
    expect(answerOf(await sendMoney(token, { ...body(bob), amount: '20', quote }))).toMatchObject({ status: 409, message: invalid });
    const forged = `${quote.slice(0, -4)}AAAA`;
    expect(answerOf(await sendMoney(token, { ...body(bob), quote: forged }))).toMatchObject({ status: 409, message: invalid });
    const shortLived = await signQuote(
      'transfer',
      { sender: String(alice.id), recipient: bob.email, name: 'Bob R.', currency: 'EUR', amount: '10', basisPoints: '0', fixedMinor: '0' },
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(answerOf(await sendMoney(token, { ...body(bob), quote: shortLived.token }))).toMatchObject({
      status: 409,
      message: messageText('en', 'payments.errors.quoteExpired'),
    });
    expect([await balance(alice.id), await balance(bob.id), await balance(carol.id)]).toEqual(['10000', '0', '10000']);
  });

  test('a quote pays the customer it named: their e-mail given to another customer since does not redirect the money', async () => {
    const { alice, bob, token } = await customers();
    const { quote } = (await previewOf(token, body(bob))).data as { quote: string };
    await updateUser(bob.id, { email: `bob-new-${bob.id}@example.test` });
    const carol = await createUser({ firstName: 'Carol', lastName: 'Other', verificationLevel: 2, email: bob.email });
    const sent = await sendMoney(token, { ...body(bob), quote });
    expect([sent.status, sent.data?.recipient?.name ?? sent.envelope.message]).toEqual([200, 'Bob R.']);
    expect([await balance(alice.id), await balance(bob.id), await balance(carol.id)]).toEqual(['8975', '1000', '0']);
  });
});

test('a transfer by phone moves amount and fee in one journal transaction and rings the recipient’s bell', async () => {
  const { alice, bob, token } = await customers();
  const result = await sendMoney(token, { recipient: '+420 777 123 456', currency: 'EUR', amount: '40,50' });
  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({ amount: '40.5', fee: '0.41', total: '40.91', available: '100', availableAfter: '59.09' });
  expect([await balance(alice.id), await balance(bob.id)]).toEqual(['5909', '4050']);
  const { rows } = await db().execute<{ fees: string }>(sql`SELECT sum(balance) AS fees FROM ledger_accounts WHERE kind = 'fee'`);
  expect(rows[0]!.fees).toBe('41');
  const bobToken = await signIn(bob);
  const bell = await callLegacy(UNREAD_BROADCAST_CALL, bob.id, { token: bobToken });
  expect(JSON.stringify(bell.data)).toContain('Alice S.');
});

describe('the sender as the recipient reads them, under their anti-phishing code', () => {
  const PHISHING = 'Kryptomat Security: account frozen, unlock now at https://kryptomat-unlock.example/x';

  /** The "transfer received" e-mail to `to` (text and HTML), once the job has rendered it, and the bell's messages. */
  async function received(to: { id: number; email: string }) {
    await deliverTransferMail();
    const { rows } = await db().execute<{ subject: string; text_body: string; html_body: string }>(
      sql`SELECT subject, text_body, html_body FROM outbox WHERE recipient = ${to.email} AND purpose = 'transfer-received'`,
    );
    const bell = await db().execute<{ message: string }>(sql`SELECT message FROM broadcasts WHERE toid = ${to.id}`);
    return { mails: rows, bell: bell.rows.map((row) => row.message) };
  }

  async function transferFrom(sender: Parameters<typeof createUser>[0]) {
    const alice = await createUser({ plan: 'basic', verificationLevel: 2, ...sender });
    const bob = await createUser({ firstName: 'Bob', lastName: 'Receiver', verificationLevel: 2, antiPhishingCode: 'Owl42' });
    await fund(alice.id, 'EUR', 100_00n);
    expect((await sendMoney(await signIn(alice), { recipient: bob.email, currency: 'EUR', amount: '1' })).status).toBe(200);
    return received(bob);
  }

  test('a plain name: the first name and the initial of the last', async () => {
    const { mails, bell } = await transferFrom({ firstName: 'Alice', lastName: 'Sender' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Your security code: Owl42');
    expect(mails[0]!.text_body).toContain('Alice S. sent you €1.00.');
    expect(bell).toEqual(['Alice S. sent you €1.00.']);
    expect(mails[0]!.text_body).toContain('Credit account · EUR');
  });

  test('a first name with a link, stored before names refused links, is cut to its initial in the e-mail and the bell', async () => {
    // Written straight into the database: the registration and the profile refuse it now.
    const { mails, bell } = await transferFrom({ firstName: PHISHING, lastName: 'Sender' });
    expect(mails).toHaveLength(1);
    const { subject, text_body: text, html_body: html } = mails[0]!;
    expect(text).toContain('Owl42');
    for (const part of [subject, text, html, ...bell]) {
      expect(part).not.toMatch(/kryptomat-unlock|account frozen|unlock now/i);
    }
    expect(text).toContain('K. S. sent you €1.00.');
    expect(html).toContain('K. S. sent you €1.00.');
    expect(bell).toEqual(['K. S. sent you €1.00.']);
  });

  test('control characters, an overlong name and a company name with a link fall back to the masked name', async () => {
    expect((await transferFrom({ firstName: 'Ada\x1b[2J', lastName: '\u202eLovelace' })).bell).toEqual(['A. L. sent you €1.00.']);
    expect((await transferFrom({ firstName: 'A'.repeat(51), lastName: 'Long' })).bell).toEqual(['A. L. sent you €1.00.']);
    const company = await transferFrom({
      profileType: 'corporate',
      firstName: 'Peter',
      lastName: 'Horváth',
      companyName: `Horváth Trade s.r.o. – ${PHISHING}`,
    });
    expect(company.bell).toEqual(['Peter H. sent you €1.00.']);
    expect(company.mails[0]!.text_body).not.toMatch(/kryptomat-unlock|unlock now/i);
    // A company name within the rules is how a company sender is known.
    const fine = await transferFrom({
      profileType: 'corporate',
      firstName: 'Peter',
      lastName: 'Horváth',
      companyName: 'Horváth Trade s.r.o.',
    });
    expect(fine.bell).toEqual(['Horváth Trade s.r.o. sent you €1.00.']);
  });
});

test('the "transfer received" e-mail is queued with the money, once: not for a replay, a refusal or a recipient who turned it off; the job renders it once', async () => {
  const { bob, token } = await customers();
  const queued = () =>
    db().execute<{ text_body: string | null; pending: unknown }>(
      sql`SELECT text_body, pending FROM outbox WHERE recipient = ${bob.email} AND purpose = 'transfer-received'`,
    );
  const body = { recipient: bob.email, currency: 'EUR', amount: '5' };

  expect((await sendMoney(token, body, 'once')).status).toBe(200);
  expect((await sendMoney(token, body, 'once')).status).toBe(200);
  expect((await sendMoney(token, { ...body, amount: '1000' })).status).toBe(422);
  expect((await queued()).rows).toEqual([
    {
      text_body: null,
      pending: {
        recipient: { email: bob.email, language: 'en', antiPhishingCode: null, mailToken: expect.any(String) },
        values: { amount: '5', currency: 'EUR', sender: 'Alice S.' },
      },
    },
  ]);

  await db().execute(sql`UPDATE users SET notify_transfer_received = false WHERE id = ${bob.id}`);
  expect((await sendMoney(token, body)).status).toBe(200);
  expect(await Promise.all([deliverTransferMail(), deliverTransferMail()])).toEqual(expect.arrayContaining([0, 1]));
  expect((await queued()).rows).toEqual([{ text_body: expect.stringContaining('Alice S. sent you €5.00.'), pending: null }]);
});

test('a transfer by account number reaches that account; a number in another currency is refused as unknown', async () => {
  const { bob, token } = await customers();
  const [eur, czk] = await inLedgerTransaction(async (tx) => [
    await customerAccount(tx, bob.id, 'EUR'),
    await customerAccount(tx, bob.id, 'CZK'),
  ]);
  expect((await sendMoney(token, { recipient: eur!.number, currency: 'EUR', amount: '1' })).status).toBe(200);
  const refused = await sendMoney(token, { recipient: czk!.number, currency: 'EUR', amount: '1' });
  expect(refused.status).toBe(422);
  expect(refused.data.fieldErrors).toEqual(RECIPIENT_NOT_FOUND);
});

test('refusals: unknown recipient, oneself, too little money (in the caller’s language), no idempotency key', async () => {
  const { alice, token } = await customers();
  const unknown = await sendMoney(token, { recipient: 'nobody@example.test', currency: 'EUR', amount: '1' });
  expect([unknown.status, unknown.data.fieldErrors.recipient]).toEqual([
    422,
    'No customer can receive money under this e-mail, phone or account number.',
  ]);
  const self = await sendMoney(token, { recipient: alice.email, currency: 'EUR', amount: '1' });
  expect(self.status).toBe(422);
  const bob = await createUser({ verificationLevel: 1 });
  const tooMuch = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '100' }, undefined, 'de');
  expect([tooMuch.status, tooMuch.envelope.message]).toEqual([422, 'Das Konto ist nicht ausreichend gedeckt.']);
  const keyless = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' }, null);
  expect(keyless.status).toBe(400);
  expect(await balance(alice.id)).toBe('10000');
});

test('a retried call with the same key moves the money once and answers alike; a changed amount under it is 422', async () => {
  const { alice, bob, token } = await customers();
  const body = { recipient: bob.email, currency: 'EUR', amount: '5' };
  const [first, retry] = await Promise.all([sendMoney(token, body, 'same-key'), sendMoney(token, body, 'same-key')]);
  expect(retry.data).toEqual(first.data);
  expect(await balance(bob.id)).toBe('500');
  expect((await sendMoney(token, { ...body, amount: '6' }, 'same-key')).status).toBe(422);
  expect(await balance(alice.id)).toBe(String(100_00 - 500 - 23));
});

test('a key a day old is a new key: a send under it moves money again, even another amount; a day less a minute replays', async () => {
  const { alice, bob, token } = await customers();
  const body = { recipient: bob.email, currency: 'EUR', amount: '5' };
  const first = await sendMoney(token, body, 'yesterday');
  await db().execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '23 hours 59 minutes' WHERE user_id = ${alice.id}`);
  expect((await sendMoney(token, body, 'yesterday')).data).toEqual(first.data);
  expect(await balance(bob.id)).toBe('500');
  await db().execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE user_id = ${alice.id}`);
  const second = await sendMoney(token, { ...body, amount: '6' }, 'yesterday');
  expect(second.status).toBe(200);
  expect((second.data as { transaction: number }).transaction).not.toBe((first.data as { transaction: number }).transaction);
  expect((await sendMoney(token, { ...body, amount: '6' }, 'yesterday')).data).toEqual(second.data);
  expect(await balance(bob.id)).toBe('1100');
});

test('a key answered before a transfer was one database call still replays its answer: the receipt, or the refusal in the caller’s language', async () => {
  const { alice, bob, token } = await customers();
  const body = { recipient: bob.email, currency: 'EUR', amount: '5' };
  const hash = requestHashOf({ route: 'transfers/users', ...userTransferSchema.parse(body) });
  const receipt = {
    transaction: 41,
    recipient: { name: 'Bob R.', identifier: bob.email },
    currency: 'EUR',
    amount: '5.00',
    fee: '0.23',
    feeRule: { percent: '0.5', fixed: '0.20' },
    total: '5.23',
    available: '100.00',
    availableAfter: '94.77',
    sufficient: true,
    limit: { period: 'day', remaining: '14995.00' },
  };
  const refusal = { refusal: { status: 422, messageKey: 'ledger.errors.insufficientFunds' } };
  await db().execute(sql`
    INSERT INTO idempotency_keys (user_id, key, request_hash, response_status, response_body)
    VALUES (${alice.id}, 'old-receipt', ${hash}, 200, ${JSON.stringify(receipt)}::jsonb),
           (${alice.id}, 'old-refusal', ${hash}, 422, ${JSON.stringify(refusal)}::jsonb)`);
  const replayed = await sendMoney(token, body, 'old-receipt');
  expect([replayed.status, replayed.data]).toEqual([200, receipt]);
  const refused = await sendMoney(token, body, 'old-refusal', 'de');
  expect([refused.status, refused.envelope.message]).toEqual([422, 'Das Konto ist nicht ausreichend gedeckt.']);
  expect([await balance(alice.id), await balance(bob.id)]).toEqual(['10000', '0']);
});

describe('limits of the verification level', () => {
  // As many concurrent sends as the lookup limit lets through (issue 19 item 5): more would be refused with 429.
  const CONCURRENT = RATE_LIMIT_POLICIES['transfer-lookup'].limit;

  test(`${CONCURRENT} concurrent transfers each worth 5 % of the daily limit: exactly 20 succeed, the rest name the remainder`, async () => {
    expect(CONCURRENT).toBeGreaterThan(20);
    // Level 1 may send €1,000 a day; the pro plan pays no fee, so only the limit decides.
    const alice = await createUser({ plan: 'pro', verificationLevel: 1 });
    const bob = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 10_000_00n);
    const token = await signIn(alice);
    // A call that finds the customer's other calls holding their share of the connections is told to try again (409,
    // Retry-After) with nothing done; the app sends it again under the same key, as this does.
    const sendUntilAnswered = async (key: string): Promise<Awaited<ReturnType<typeof sendMoney>>> => {
      const result = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '50' }, key);
      if (result.status !== 409) return result;
      await new Promise((resolve) => setTimeout(resolve, Number(result.response.headers.get('retry-after')) * 1000));
      return sendUntilAnswered(key);
    };
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => sendUntilAnswered(crypto.randomUUID())));
    expect(results.filter((result) => result.status === 200)).toHaveLength(20);
    const refusals = new Set(
      results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.envelope.message}`),
    );
    expect(refusals).toEqual(new Set(['422 This exceeds your daily limit of €1,000.00. You can still send €0.00.']));
    expect(await balance(bob.id)).toBe('100000');
  }, 60_000);

  test('the recipient’s limit and level are one refusal without figures, in the caller’s language', async () => {
    const alice = await createUser({ plan: 'pro', verificationLevel: 2 });
    const small = await createUser({ verificationLevel: 1 });
    const unverified = await createUser({ verificationLevel: 0 });
    await fund(alice.id, 'EUR', 5_000_00n);
    const token = await signIn(alice);
    expect((await sendMoney(token, { recipient: small.email, currency: 'EUR', amount: '600' })).status).toBe(200);
    const over = await sendMoney(token, { recipient: small.email, currency: 'EUR', amount: '500' });
    expect([over.status, over.envelope.message]).toEqual([422, RECIPIENT_CANNOT_RECEIVE]);
    const level = await sendMoney(token, { recipient: unverified.email, currency: 'EUR', amount: '1' }, undefined, 'sk');
    expect([level.status, level.envelope.message]).toEqual([422, messageText('sk', 'limits.errors.recipientCannotReceive')]);
  });

  test('the sender’s own limit still names the sender’s limit and remainder', async () => {
    const alice = await createUser({ plan: 'pro', verificationLevel: 1 });
    const { id: bob, email } = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 5_000_00n);
    const token = await signIn(alice);
    expect((await sendMoney(token, { recipient: email, currency: 'EUR', amount: '700' })).status).toBe(200);
    const over = await sendMoney(token, { recipient: email, currency: 'EUR', amount: '500' });
    expect([over.status, over.envelope.message]).toEqual([422, 'This exceeds your daily limit of €1,000.00. You can still send €300.00.']);
    expect(await balance(bob)).toBe('70000');
  });

  test('a sender without a completed profile is told to complete it, and nothing moves', async () => {
    const alice = await createUser({ verificationLevel: 0 });
    const bob = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 100_00n);
    const refused = await sendMoney(await signIn(alice), { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect([refused.status, refused.envelope.message]).toEqual([403, messageText('en', 'transfers.errors.profileFirst')]);
    expect(await balance(alice.id)).toBe('10000');
  });

  test('a feature the operator blocked says so, for everyone or for one customer', async () => {
    const { bob, token } = await customers();
    await db().execute(sql`INSERT INTO feature_blocks (feature, user_id) VALUES ('transfers', ${bob.id})`);
    const refused = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect([refused.status, refused.envelope.message]).toEqual([422, RECIPIENT_CANNOT_RECEIVE]);
    await db().execute(sql`INSERT INTO feature_blocks (feature) VALUES ('transfers')`);
    const blocked = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect([blocked.status, blocked.envelope.message]).toEqual([403, 'This has been blocked by the administrator.']);
  });
});

describe('issue 19 item 4: a refusal tells nothing about the recipient’s limits', () => {
  test('a sender without money gets "insufficient funds" for an amount over the recipient’s remaining limit, not that limit', async () => {
    const alice = await createUser({ plan: 'pro', verificationLevel: 2 });
    const small = await createUser({ verificationLevel: 1 });
    const refused = await sendMoney(await signIn(alice), { recipient: small.email, currency: 'EUR', amount: '1500' });
    expect([refused.status, refused.envelope.message]).toEqual([422, messageText('en', 'ledger.errors.insufficientFunds')]);
  });

  test('a sender without money is refused for that before the recipient is looked up', async () => {
    const alice = await createUser({ verificationLevel: 2 });
    const refused = await sendMoney(await signIn(alice), { recipient: 'nobody@example.test', currency: 'EUR', amount: '1' });
    expect([refused.status, refused.envelope.message, refused.data]).toEqual([
      422,
      messageText('en', 'ledger.errors.insufficientFunds'),
      null,
    ]);
  });

  test('an amount only the recipient’s limit stops is one sentence: no figure of their limit or remainder', async () => {
    const alice = await createUser({ plan: 'pro', verificationLevel: 2 });
    const small = await createUser({ verificationLevel: 1 });
    await fund(alice.id, 'EUR', 5_000_00n);
    const token = await signIn(alice);
    expect((await sendMoney(token, { recipient: small.email, currency: 'EUR', amount: '600' })).status).toBe(200);
    for (const lang of ['en', 'cs', 'de'] as const) {
      const refused = await sendMoney(token, { recipient: small.email, currency: 'EUR', amount: '437.5' }, undefined, lang);
      expect([refused.status, refused.envelope.message]).toEqual([422, messageText(lang, 'limits.errors.recipientCannotReceive')]);
      // Neither the limit (1,000) nor the remainder (400) nor the amount used (600): no digit at all.
      expect(JSON.stringify({ message: refused.envelope.message, data: refused.data })).not.toMatch(/\d/);
    }
    expect(await balance(small.id)).toBe('60000');
  });
});

describe('issue 19 item 5: the transfer form is no customer directory', () => {
  test('a sender without a completed profile looks nobody up: preview and send are 403', async () => {
    const alice = await createUser({ verificationLevel: 0 });
    const bob = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 100_00n);
    const token = await signIn(alice);
    const looked = await previewOf(token, { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect(answerOf(looked)).toEqual({
      status: 403,
      code: '403',
      message: messageText('en', 'transfers.errors.profileFirst'),
      data: { nextStep: 'profile' },
    });
    expect(JSON.stringify(looked.envelope)).not.toContain('Bob');
    const sent = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect(sent.status).toBe(403);
  });

  test('previews past the per-customer limit are 429, whoever they name, found or not; sends count too', async () => {
    const { bob, token } = await customers();
    const { limit } = RATE_LIMIT_POLICIES['transfer-lookup'];
    // Each from its own address, so only the per-customer limit can be what stops them.
    const from = (n: number) => ({ 'x-kt-client-ip': `198.51.100.${n + 1}` });
    expect((await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' })).status).toBe(200);
    for (let n = 1; n < limit; n++) {
      const result = await previewOf(token, { recipient: `nobody${n}@example.test`, currency: 'EUR', amount: '1' }, from(n));
      expect(result.status).toBe(422);
    }
    const refused = await previewOf(token, { recipient: bob.email, currency: 'EUR', amount: '1' }, from(limit));
    const wait = Number(refused.response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(answerOf(refused)).toEqual({
      status: 429,
      code: '429',
      message: translatorFor('en')('errors.tooManyAttempts', { minutes: Math.ceil(wait / 60) }),
      data: null,
    });
    expect((await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' })).status).toBe(429);
  });

  test('a send the lookup limit holds moves nothing and leaves its key free, the next is refused without being tried, and the same key sends once the block is over', async () => {
    const { alice, bob, token } = await customers();
    const { limit } = RATE_LIMIT_POLICIES['transfer-lookup'];
    const from = (n: number) => ({ 'x-kt-client-ip': `198.51.100.${n + 1}` });
    for (let n = 0; n < limit; n++) {
      expect((await previewOf(token, { recipient: bob.email, currency: 'EUR', amount: '1' }, from(n))).status).toBe(200);
    }
    const body = { recipient: bob.email, currency: 'EUR', amount: '1' };
    const held = await sendMoney(token, body, 'held-by-the-limit');
    expect(held.status).toBe(429);
    expect(Number(held.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect([await balance(alice.id), await balance(bob.id)]).toEqual(['10000', '0']);
    // Blocked now, Alice's next send is not even tried: it is refused at once while an operator's long transaction holds
    // her row, where a tried transfer would wait for it and give up with 409.
    const release = await holdCustomer(alice.id);
    try {
      const whileBlocked = await sendMoney(token, body, 'held-by-the-limit');
      expect(whileBlocked.status).toBe(429);
      expect(Number(whileBlocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await release();
    }
    // The block is lifted (its row forgotten, as `ops lift-limit` does); the retry with the same key is a new send.
    await clearRateLimit('transfer-lookup', { account: alice.id });
    const sent = await sendMoney(token, body, 'held-by-the-limit');
    expect(sent.status).toBe(200);
    expect([await balance(alice.id), await balance(bob.id)]).toEqual(['9879', '100']);
    const replayed = await sendMoney(token, body, 'held-by-the-limit');
    expect([replayed.status, replayed.data]).toEqual([200, sent.data]);
    expect(await balance(bob.id)).toBe('100');
  });

  test('sends from one address past its limit are 429, across customers, and the held ones move nothing', async () => {
    const { limit } = RATE_LIMIT_POLICIES['transfer-lookup-ip'];
    const perCustomer = RATE_LIMIT_POLICIES['transfer-lookup'].limit;
    const bob = await createUser({ verificationLevel: 2 });
    const tokens: string[] = [];
    for (let n = 0; n * perCustomer < limit + 2; n++) {
      const sender = await createUser({ plan: 'pro', verificationLevel: 2 });
      await fund(sender.id, 'EUR', 100_00n);
      tokens.push(await signIn(sender));
    }
    const statuses = [];
    for (let n = 0; n < limit + 2; n++) {
      const token = tokens[Math.floor(n / perCustomer)]!;
      statuses.push(
        (await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' }, undefined, 'en', '203.0.113.10')).status,
      );
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    expect(await balance(bob.id)).toBe(String(limit * 100));
  }, 60_000);

  test('a send from the address of another customer’s stuck transfers goes through before they give up: the lookup limit does not queue it behind them', async () => {
    const { alice, bob, token } = await customers();
    const carol = await createUser({ plan: 'pro', verificationLevel: 2 });
    await fund(carol.id, 'EUR', 100_00n);
    const carolToken = await signIn(carol);
    const office = '203.0.113.20';
    const body = { recipient: bob.email, currency: 'EUR', amount: '1' };
    // Each of Alice's sends waits for the operator's transaction until the 5 s lock timeout.
    const release = await holdCustomer(alice.id);
    const answered: string[] = [];
    try {
      const stuck = [1, 2, 3].map((n) =>
        sendMoney(token, body, undefined, 'en', office).then((answer) => {
          answered.push(`alice ${n}`);
          return answer;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const carols = await sendMoney(carolToken, body, undefined, 'en', office);
      answered.push('carol');
      expect(carols.status).toBe(200);
      const alices = await Promise.all(stuck);
      expect(answered[0]).toBe('carol');
      expect(alices.map((answer) => answerOf(answer))).toEqual(
        Array.from({ length: 3 }, () =>
          expect.objectContaining({ status: 409, message: messageText('en', 'ledger.errors.requestInProgress') }),
        ),
      );
    } finally {
      await release();
    }
    expect(await balance(bob.id)).toBe('100');
  }, 60_000);

  test('previews from one address past its limit are 429, across customers', async () => {
    const { limit } = RATE_LIMIT_POLICIES['transfer-lookup-ip'];
    const perCustomer = RATE_LIMIT_POLICIES['transfer-lookup'].limit;
    const bob = await createUser({ verificationLevel: 2 });
    const tokens: string[] = [];
    for (let n = 0; n * perCustomer < limit + 1; n++) tokens.push(await signIn(await createUser({ verificationLevel: 2 })));
    const statuses = [];
    for (let n = 0; n <= limit; n++) {
      const token = tokens[Math.floor(n / perCustomer)]!;
      statuses.push(
        (await previewOf(token, { recipient: bob.email, currency: 'EUR', amount: '1' }, { 'x-kt-client-ip': '203.0.113.9' })).status,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test('an account number in another currency answers exactly as a number nobody has', async () => {
    const { bob, token } = await customers();
    const czk = await inLedgerTransaction((tx) => customerAccount(tx, bob.id, 'CZK'));
    const unknown = `KT${'9'.repeat(12)}`;
    for (const call of [
      (recipient: string) => previewOf(token, { recipient, currency: 'EUR', amount: '1' }),
      (recipient: string) => sendMoney(token, { recipient, currency: 'EUR', amount: '1' }),
    ]) {
      const other = answerOf(await call(czk.number!));
      expect(other).toEqual(answerOf(await call(unknown)));
      expect(other).toMatchObject({ status: 422, data: { fieldErrors: RECIPIENT_NOT_FOUND } });
    }
  });

  test('the preview names a person by first name and initial only, even with a company name on file; a company by its name', async () => {
    const { token } = await customers();
    const person = await createUser({ firstName: 'Jana', lastName: 'Nováková', companyName: 'Nováková Consulting' });
    const company = await createUser({
      profileType: 'corporate',
      firstName: 'Peter',
      lastName: 'Horváth',
      companyName: 'Horváth Trade s.r.o.',
    });
    const shown = await previewOf(token, { recipient: person.email, currency: 'EUR', amount: '1' });
    expect(shown.data.recipient).toEqual({ name: 'Jana N.', identifier: person.email });
    expect(JSON.stringify(shown.data)).not.toMatch(/Nováková|Consulting/);
    const firm = await previewOf(token, { recipient: company.email, currency: 'EUR', amount: '1' });
    expect(firm.data.recipient.name).toBe('Horváth Trade s.r.o.');
  });
});
