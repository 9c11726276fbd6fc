import { sql } from 'drizzle-orm';
import { POST as deleteBeneficiary } from '@/app/api/user/v1/bank/beneficiaries/[id]/delete/route';
import { POST as saveBeneficiary } from '@/app/api/user/v1/bank/beneficiaries/route';
import { POST as askPayout } from '@/app/api/user/v1/bank/payouts/route';
import { db } from '@/lib/server/db';
import { paymentReferences } from '@/lib/server/bank/incoming';
import { payoutsOf } from '@/lib/server/bank/payouts';
import { customerAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction, settle } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import { callApi } from '../support/api';
import { bellIn, createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

const ops = (...argv: string[]) => runCommand(argv, 'test-operator');

const fund = (userId: number, amount: bigint, asset = 'EUR') =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset, amount, kind: 'bank-deposit' }));

const referencesOf = (userId: number) => db().transaction((tx) => paymentReferences(tx, userId));

async function balances(userId: number, asset = 'EUR') {
  const { rows } = await db().execute<{ kind: string; balance: string }>(
    sql`SELECT kind, balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = ${asset} AND kind IN ('available', 'held')`,
  );
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? '0';
  return { available: of('available'), held: of('held') };
}

const houseBalance = async (kind: string, asset = 'EUR') =>
  (
    await db().execute<{ total: string | null }>(
      sql`SELECT sum(balance) AS total FROM ledger_accounts WHERE kind = ${kind} AND asset = ${asset}`,
    )
  ).rows[0]!.total ?? '0';

const transactionStatus = async (id: number) =>
  (await db().execute<{ status: string; kind: string }>(sql`SELECT status, kind FROM ledger_transactions WHERE id = ${id}`)).rows[0];

const GOOD = { name: 'Jana Nováková', iban: 'cz65 0800 0000 1920 0014 5399', bic: 'gibaczpx', currency: 'EUR' };

const save = (token: string, body: unknown, lang = 'en') =>
  callApi(saveBeneficiary, 'user/v1/bank/beneficiaries', { method: 'POST', token, body, headers: { lang } });

const pay = (token: string, body: unknown, key: string | null = crypto.randomUUID()) =>
  callApi(askPayout, 'user/v1/bank/payouts', {
    method: 'POST',
    token,
    body,
    headers: { lang: 'en', ...(key ? { 'idempotency-key': key } : {}) },
  });

async function customer(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ verificationLevel: 2, plan: 'basic', ...overrides });
  const token = await signIn(user);
  return { user, token };
}

async function withBeneficiary(funds = 100_00n) {
  const { user, token } = await customer();
  await fund(user.id, funds);
  const saved = await save(token, GOOD);
  expect(saved.status).toBe(200);
  return { user, token, beneficiary: saved.data.id as number };
}

const audits = async () =>
  (
    await db().execute<{ action: string; user_id: string | null; details: Record<string, unknown> }>(
      sql`SELECT action, user_id, details FROM operator_audit ORDER BY id`,
    )
  ).rows;

describe('payment references', () => {
  test('are unique per customer and currency, stable, and name the customer’s credit account', async () => {
    const [ada, ben] = [await createUser(), await createUser()];
    const first = await referencesOf(ada.id);
    expect(first.EUR).toMatch(/^KT\d{12}$/);
    expect(first.CZK).toMatch(/^KT\d{12}$/);
    expect(first.EUR).not.toBe(first.CZK);
    expect(await referencesOf(ada.id)).toEqual(first);
    const other = await referencesOf(ben.id);
    expect(new Set([first.EUR, first.CZK, other.EUR, other.CZK]).size).toBe(4);
    const account = await inLedgerTransaction((tx) => customerAccount(tx, ada.id, 'CZK'));
    expect(account.number).toBe(first.CZK);
  });

  test('deposit-ref credits the customer and currency the reference names, audited; other references are refused', async () => {
    const ada = await createUser({ email: 'ada@example.test' });
    const ben = await createUser({ email: 'ben@example.test' });
    const refs = await referencesOf(ada.id);
    expect(await ops('deposit-ref', refs.CZK.toLowerCase(), '1250.50', 'CZK', 'BANK-77')).toEqual([
      expect.stringMatching(new RegExp(`^credited 1250\\.5 CZK to ada@example\\.test by ${refs.CZK} \\(transaction \\d+\\)$`)),
    ]);
    expect(await balances(ada.id, 'CZK')).toEqual({ available: '125050', held: '0' });
    expect(await balances(ben.id, 'CZK')).toEqual({ available: '0', held: '0' });
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: 'deposit-ref',
        user_id: String(ada.id),
        details: {
          arguments: { reference: refs.CZK.toLowerCase(), amount: '1250.50', currency: 'CZK', bankReference: 'BANK-77' },
          outcome: { transaction: expect.any(Number), amount: '125050', paymentReference: refs.CZK },
        },
      }),
    ]);

    await expect(ops('deposit-ref', refs.CZK, '10', 'EUR')).rejects.toThrow(`${refs.CZK} is a CZK reference, not EUR`);
    await expect(ops('deposit-ref', 'KT999999999999', '10', 'EUR')).rejects.toThrow('no customer has the payment reference KT999999999999');
    await expect(ops('deposit-ref', 'hello', '10', 'EUR')).rejects.toThrow('no customer has the payment reference hello');
    expect(await balances(ada.id)).toEqual({ available: '0', held: '0' });
    expect(await audits()).toHaveLength(1);
  });
});

describe('beneficiaries', () => {
  test('are saved with the IBAN normalised and listed grouped by four', async () => {
    const { user, token } = await customer();
    const saved = await save(token, GOOD);
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({
      id: expect.any(Number),
      name: 'Jana Nováková',
      iban: 'CZ65 0800 0000 1920 0014 5399',
      bic: 'GIBACZPX',
      currency: 'EUR',
    });
    const { rows } = await db().execute<{ iban: string; bic: string }>(
      sql`SELECT iban, bic FROM bank_beneficiaries WHERE user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ iban: 'CZ6508000000192000145399', bic: 'GIBACZPX' }]);
  });

  test('a bad IBAN or BIC is refused on its field (422), in the caller’s language', async () => {
    const { token } = await customer();
    const badIban = await save(token, { ...GOOD, iban: 'CZ65 0800 0000 1920 0014 5398' });
    expect([badIban.status, Object.keys(badIban.data.fieldErrors)]).toEqual([422, ['iban']]);
    expect(badIban.data.fieldErrors.iban).toBe('Enter a valid IBAN, for example CZ65 0800 0000 1920 0014 5399.');
    const badBic = await save(token, { ...GOOD, bic: 'GIBA' }, 'cs');
    expect([badBic.status, badBic.data.fieldErrors]).toEqual([422, { bic: 'Zadejte platný BIC o 8 nebo 11 znacích, například GIBACZPX.' }]);
  });

  test('an IBAN of one country with a BIC of another is refused on the BIC (422) and nothing is saved', async () => {
    const { user, token } = await customer();

    const refused = await save(token, { ...GOOD, bic: 'DEUTDEFF' }, 'cs');

    expect([refused.status, refused.data.fieldErrors]).toEqual([422, { bic: messageText('cs', 'bank.validation.bicCountry') }]);
    expect((await db().execute(sql`SELECT 1 FROM bank_beneficiaries WHERE user_id = ${user.id}`)).rows).toEqual([]);
  });

  test('a name with control or bidirectional characters is refused on its field (422) and nothing is saved', async () => {
    const { user, token } = await customer();
    for (const name of ['Jana\x1b[67G9001', 'Jana\u009b2J', 'Jana\x7f', 'Jana\u202eavokáváN', 'Jana\nNováková']) {
      const refused = await save(token, { ...GOOD, name });
      expect([refused.status, refused.data.fieldErrors]).toEqual([422, { name: messageText('en', 'validation.controlCharacters') }]);
    }
    const czech = await save(token, { ...GOOD, name: 'Jana\x1b[2J' }, 'cs');
    expect(czech.data.fieldErrors).toEqual({ name: messageText('cs', 'validation.controlCharacters') });
    const { rows } = await db().execute(sql`SELECT 1 FROM bank_beneficiaries WHERE user_id = ${user.id}`);
    expect(rows).toEqual([]);
  });

  test('the 21st is refused with 409 and a message', async () => {
    const { token } = await customer();
    for (let i = 0; i < 20; i++) expect((await save(token, { ...GOOD, name: `Payee ${i}` })).status).toBe(200);
    const refused = await save(token, { ...GOOD, name: 'One too many' });
    expect([refused.status, refused.envelope.message]).toEqual([409, 'You can save at most 20 beneficiaries. Delete one first.']);
  });

  test('another customer’s beneficiary is a 404, for deleting and for paying out; the owner deletes it', async () => {
    const { token: ownerToken, beneficiary } = await withBeneficiary();
    const stranger = await customer();
    await fund(stranger.user.id, 100_00n);
    const remove = (token: string) =>
      callApi(deleteBeneficiary, `user/v1/bank/beneficiaries/${beneficiary}/delete`, {
        method: 'POST',
        token,
        params: { id: String(beneficiary) },
      });
    expect((await remove(stranger.token)).status).toBe(404);
    expect((await pay(stranger.token, { beneficiary, amount: '10' })).status).toBe(404);
    expect(await balances(stranger.user.id)).toEqual({ available: '10000', held: '0' });
    expect((await remove(ownerToken)).status).toBe(200);
    expect((await remove(ownerToken)).status).toBe(404);
  });
});

describe('payouts', () => {
  test('place a hold: available down by amount + fee, held up, a pending transaction; one key, one hold', async () => {
    const { user, token, beneficiary } = await withBeneficiary();
    const key = crypto.randomUUID();
    const first = await pay(token, { beneficiary, amount: '40' }, key);
    expect(first.status).toBe(200);
    // basic plan: €1.00 per payout
    expect(first.data).toMatchObject({ currency: 'EUR', amount: '40', fee: '1', total: '41', status: 'pending' });
    const again = await pay(token, { beneficiary, amount: '40' }, key);
    expect(again.data).toEqual(first.data);
    expect(await balances(user.id)).toEqual({ available: '5900', held: '4100' });
    expect(await transactionStatus(first.data.transaction)).toEqual({ status: 'pending', kind: 'bank-payout' });
    const { rows } = await db().execute<{ n: string }>(sql`SELECT count(*) AS n FROM bank_payouts WHERE user_id = ${user.id}`);
    expect(rows[0]!.n).toBe('1');
    expect((await pay(token, { beneficiary, amount: '1' }, null)).status).toBe(400);
  });

  test('more than the balance is refused (422) and holds nothing', async () => {
    const { user, token, beneficiary } = await withBeneficiary(50_00n);
    const refused = await pay(token, { beneficiary, amount: '49.50' });
    expect([refused.status, refused.envelope.message]).toEqual([422, 'The account does not hold enough for this.']);
    expect(await balances(user.id)).toEqual({ available: '5000', held: '0' });
  });

  test('more than the withdrawal limit is refused (422) naming the limit', async () => {
    const { user, beneficiary } = await withBeneficiary(5_000_00n);
    await db().execute(sql`UPDATE users SET verification_level = 1 WHERE id = ${user.id}`);
    const levelOne = await signIn(user);
    const refused = await pay(levelOne, { beneficiary, amount: '1000.01' });
    expect([refused.status, refused.envelope.message]).toEqual([
      422,
      'This exceeds your daily limit of €1,000.00. You can still send €1,000.00.',
    ]);
    expect(await balances(user.id)).toEqual({ available: '500000', held: '0' });
    expect((await pay(levelOne, { beneficiary, amount: '1000' })).status).toBe(200);
  });

  test('a refused payout gives its amount back to the withdrawal limit: the money never left', async () => {
    const { user, beneficiary } = await withBeneficiary(5_000_00n);
    await db().execute(sql`UPDATE users SET verification_level = 1 WHERE id = ${user.id}`);
    const levelOne = await signIn(user);
    const asked = await pay(levelOne, { beneficiary, amount: '900' });
    expect((await pay(levelOne, { beneficiary, amount: '200' })).envelope.message).toBe(
      'This exceeds your daily limit of €1,000.00. You can still send €100.00.',
    );

    await ops('payout-refused', String(asked.data.payout), 'IBAN', 'closed');

    expect((await pay(levelOne, { beneficiary, amount: '1000' })).status).toBe(200);
  });

  test('a blocked feature is refused (403)', async () => {
    const { user, token, beneficiary } = await withBeneficiary();
    await db().execute(sql`INSERT INTO feature_blocks (feature, user_id) VALUES ('bank-payouts', ${user.id})`);
    expect((await pay(token, { beneficiary, amount: '10' })).status).toBe(403);
  });

  test('payout-sent posts the hold: held to 0, world credited, the fee in a fee shard, the books balanced; once', async () => {
    const { user, token, beneficiary } = await withBeneficiary();
    const asked = await pay(token, { beneficiary, amount: '40' });
    const id = String(asked.data.payout);
    expect(await ops('payouts', 'pending')).toEqual([
      expect.stringMatching(new RegExp(`^payout ${id}  pending .*40 EUR \\+ fee 1 EUR  to Jana Nováková CZ65`)),
    ]);

    expect(await ops('payout-sent', id)).toEqual([`payout ${id} sent: 40 EUR to Jana Nováková`]);
    expect(await transactionStatus(asked.data.transaction)).toEqual({ status: 'posted', kind: 'bank-payout' });
    expect(await balances(user.id)).toEqual({ available: '5900', held: '0' });
    // world gave 100 (the funding) and got 40 back
    expect(await houseBalance('world')).toBe('-6000');
    const shards = await db().execute<{ shard: number; balance: string }>(
      sql`SELECT shard, balance FROM ledger_accounts WHERE kind = 'fee' AND asset = 'EUR' AND balance <> 0`,
    );
    expect(shards.rows).toEqual([{ shard: expect.any(Number), balance: '100' }]);
    expect(shards.rows[0]!.shard).toBeGreaterThan(0);
    expect((await ops('trial-balance')).filter((line) => line.includes('sum'))).toEqual(['EUR   sum        0 EUR balanced']);

    await expect(ops('payout-sent', id)).rejects.toThrow(`payout ${id} is already sent`);
    await expect(ops('payout-refused', id, 'too late')).rejects.toThrow(`payout ${id} is already sent`);
    // The ledger itself refuses a second settle of the hold.
    await expect(inLedgerTransaction((tx) => settle(tx, asked.data.transaction, 'voided', []))).rejects.toMatchObject({ status: 409 });
    expect(await ops('payouts', 'pending')).toEqual(['no pending payouts']);

    expect(await audits()).toEqual([
      {
        action: 'payout-sent',
        user_id: String(user.id),
        details: { arguments: { id }, outcome: { payout: Number(id), transaction: asked.data.transaction } },
      },
    ]);
    expect(await bellIn(user.id)).toEqual([
      { title: 'Payout sent', message: 'Your payout of €40.00 to Jana Nováková has been sent to the bank.' },
    ]);
    expect((await db().transaction((tx) => payoutsOf(tx, user.id)))[0]).toMatchObject({ status: 'sent', refusalReason: null });
  });

  test('payout-refused voids the hold, gives the funds back and shows the reason; the bell speaks the reader’s language', async () => {
    const { user, token, beneficiary } = await withBeneficiary();
    await db().execute(sql`UPDATE users SET language = 'de' WHERE id = ${user.id}`);
    const asked = await pay(token, { beneficiary, amount: '25' });
    const id = String(asked.data.payout);
    await expect(ops('payout-refused', id)).rejects.toThrow('say why the payout is refused');
    expect(await ops('payout-refused', id, 'IBAN', 'closed')).toEqual([`payout ${id} refused; 26 EUR back to the customer`]);
    expect(await transactionStatus(asked.data.transaction)).toEqual({ status: 'voided', kind: 'bank-payout' });
    expect(await balances(user.id)).toEqual({ available: '10000', held: '0' });
    expect(await houseBalance('fee')).toBe('0');
    const [listed] = await db().transaction((tx) => payoutsOf(tx, user.id));
    expect(listed).toMatchObject({
      status: 'refused',
      refusalReason: 'IBAN closed',
      amount: '25',
      fee: '1',
      iban: 'CZ65 0800 0000 1920 0014 5399',
    });
    await expect(ops('payout-sent', id)).rejects.toThrow(`payout ${id} is already refused`);
    expect(await audits()).toEqual([
      {
        action: 'payout-refused',
        user_id: String(user.id),
        details: { arguments: { id, reason: 'IBAN closed' }, outcome: { payout: Number(id), transaction: asked.data.transaction } },
      },
    ]);
    expect(await bellIn(user.id, 'de')).toEqual([
      {
        title: 'Auszahlung abgelehnt',
        message:
          'Ihre Auszahlung von 25,00 € an Jana Nováková wurde abgelehnt: IBAN closed. Betrag und Gebühr sind wieder auf Ihrem Guthabenkonto.',
      },
    ]);
  });

  test('a beneficiary name stored with terminal controls (a row from before the check) is printed escaped to the operator', async () => {
    const { token, beneficiary } = await withBeneficiary();
    const asked = await pay(token, { beneficiary, amount: '1' });
    const id = String(asked.data.payout);
    // Written past the schema, as a row stored before it refused control characters: ESC[67G moved the operator's
    // cursor to column 67, over the amount, and "9001" read as the amount; C1 CSI and a right-to-left override too.
    await db().execute(
      sql`UPDATE bank_payouts SET beneficiary_name = ${'Jana\x1b[67G9001\u009b2J\u202eX\x07'}, iban = ${'CZ65\x1b[8m'} WHERE id = ${Number(id)}`,
    );
    const raw = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    for (const lines of [await ops('payouts'), await ops('payouts', 'pending')]) {
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(raw);
      expect(lines[0]).toContain('1 EUR + fee 1 EUR  to Jana\\x1b[67G9001\\x9b2J\\u202eX\\x07 CZ65\\x1b[8m GIBACZPX');
    }
    const sent = await ops('payout-sent', id);
    expect(sent).toEqual([`payout ${id} sent: 1 EUR to Jana\\x1b[67G9001\\x9b2J\\u202eX\\x07`]);
  });

  test('a payout keeps the beneficiary’s details after the beneficiary is deleted; lists are newest first', async () => {
    const { user, token, beneficiary } = await withBeneficiary();
    await pay(token, { beneficiary, amount: '5' });
    await pay(token, { beneficiary, amount: '6' });
    const removed = await callApi(deleteBeneficiary, `user/v1/bank/beneficiaries/${beneficiary}/delete`, {
      method: 'POST',
      token,
      params: { id: String(beneficiary) },
    });
    expect(removed.status).toBe(200);
    const listed = await db().transaction((tx) => payoutsOf(tx, user.id));
    expect(listed.map((payout) => [payout.amount, payout.beneficiaryName, payout.status])).toEqual([
      ['6', 'Jana Nováková', 'pending'],
      ['5', 'Jana Nováková', 'pending'],
    ]);
    expect((await pay(token, { beneficiary, amount: '1' })).status).toBe(404);
  });
});
