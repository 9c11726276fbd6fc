import { sql } from 'drizzle-orm';
import { POST as preview } from '@/app/api/user/v1/transfers/users/preview/route';
import { POST as send } from '@/app/api/user/v1/transfers/users/route';
import { db } from '@/lib/server/db';
import { customerAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/deposits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { callLegacy, UNREAD_BROADCAST_CALL } from '../support/legacy';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

const fund = (userId: number, currency: string, amount: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset: currency, amount, kind: 'deposit' }));

const balance = async (userId: number, currency = 'EUR') =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = ${currency} AND kind = 'available'`,
    )
  ).rows[0]?.balance ?? '0';

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

const sendMoney = (token: string, body: unknown, key: string | null = crypto.randomUUID(), lang = 'en') =>
  callApi(send, 'user/v1/transfers/users', { method: 'POST', token, body, headers: { lang, ...(key ? { 'idempotency-key': key } : {}) } });

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

  /** The "transfer received" e-mail to `to` (text and HTML) and the bell's messages. */
  async function received(to: { id: number; email: string }) {
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

test('a transfer by account number reaches that account; a number in another currency is refused on the field', async () => {
  const { bob, token } = await customers();
  const [eur, czk] = await inLedgerTransaction(async (tx) => [
    await customerAccount(tx, bob.id, 'EUR'),
    await customerAccount(tx, bob.id, 'CZK'),
  ]);
  expect((await sendMoney(token, { recipient: eur!.number, currency: 'EUR', amount: '1' })).status).toBe(200);
  const refused = await sendMoney(token, { recipient: czk!.number, currency: 'EUR', amount: '1' });
  expect(refused.status).toBe(422);
  expect(refused.data.fieldErrors).toEqual({ recipient: 'This account is in another currency.' });
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

describe('limits of the verification level', () => {
  test('100 concurrent transfers each worth 5 % of the daily limit: exactly 20 succeed, the rest name the remainder', async () => {
    // Level 1 may send €1,000 a day; the pro plan pays no fee, so only the limit decides.
    const alice = await createUser({ plan: 'pro', verificationLevel: 1 });
    const bob = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 10_000_00n);
    const token = await signIn(alice);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '50' })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(20);
    const refusals = new Set(
      results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.envelope.message}`),
    );
    expect(refusals).toEqual(new Set(['422 This exceeds your daily limit of €1,000.00. You can still send €0.00.']));
    expect(await balance(bob.id)).toBe('100000');
  }, 60_000);

  test('the refusal names the remainder; the recipient’s limit and level are named as the recipient’s', async () => {
    const alice = await createUser({ plan: 'pro', verificationLevel: 2 });
    const small = await createUser({ verificationLevel: 1 });
    const unverified = await createUser({ verificationLevel: 0 });
    await fund(alice.id, 'EUR', 5_000_00n);
    const token = await signIn(alice);
    expect((await sendMoney(token, { recipient: small.email, currency: 'EUR', amount: '600' })).status).toBe(200);
    const over = await sendMoney(token, { recipient: small.email, currency: 'EUR', amount: '500' });
    expect([over.status, over.envelope.message]).toEqual([
      422,
      "This exceeds the recipient's daily limit of €1,000.00. They can still receive €400.00.",
    ]);
    const level = await sendMoney(token, { recipient: unverified.email, currency: 'EUR', amount: '1' });
    expect([level.status, level.envelope.message]).toEqual([403, "The recipient's verification level does not allow this."]);
  });

  test('a sender without a completed profile is told the level does not allow it, and nothing moves', async () => {
    const alice = await createUser({ verificationLevel: 0 });
    const bob = await createUser({ verificationLevel: 2 });
    await fund(alice.id, 'EUR', 100_00n);
    const refused = await sendMoney(await signIn(alice), { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect([refused.status, refused.envelope.message]).toEqual([403, 'This is not available at your verification level.']);
    expect(await balance(alice.id)).toBe('10000');
  });

  test('a feature the operator blocked says so, for everyone or for one customer', async () => {
    const { bob, token } = await customers();
    await db().execute(sql`INSERT INTO feature_blocks (feature, user_id) VALUES ('transfers', ${bob.id})`);
    const refused = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect([refused.status, refused.envelope.message]).toEqual([403, 'The administrator has blocked this for the recipient.']);
    await db().execute(sql`INSERT INTO feature_blocks (feature) VALUES ('transfers')`);
    const blocked = await sendMoney(token, { recipient: bob.email, currency: 'EUR', amount: '1' });
    expect([blocked.status, blocked.envelope.message]).toEqual([403, 'This has been blocked by the administrator.']);
  });
});
