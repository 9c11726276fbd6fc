import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { asJob, db, type Executor } from '@/lib/server/db';
import { customerAccount, houseAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { withIdempotencyKey } from '@/lib/server/ledger/idempotency';
import { feeLeg, holdFunds, move, releaseExpiredHolds, releaseHold } from '@/lib/server/ledger/movements';
import { datePostingsAt, inLedgerTransaction, post, reverse, settle } from '@/lib/server/ledger/post';
import { createUser, resetDatabase } from '../support/db';
import { ledgerInvariants, settledInFlight } from '../support/ledger';

beforeEach(resetDatabase);

/** Money entering the books: the world account gives, the customer's available account receives. */
const deposit = (userId: number, asset: string, amount: bigint) =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset, amount, kind: 'bank-deposit' }));

async function balanceOf(userId: number, asset: string, kind: 'available' | 'held' = 'available'): Promise<bigint> {
  const { rows } = await db().execute<{ balance: string }>(
    sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = ${asset} AND kind = ${kind}`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}

/** A transfer between two customers' available accounts, the fee (if any) taken from the sender onto a fee shard. */
async function transfer(from: number, to: number, asset: string, amount: bigint, fee = 0n): Promise<number> {
  return inLedgerTransaction(async (tx: Executor) => {
    const [source, target] = [await customerAccount(tx, from, asset), await customerAccount(tx, to, asset)];
    return post(tx, { kind: 'transfer', legs: [...move(source.id, target.id, amount), ...(await feeLeg(tx, source.id, asset, fee))] });
  });
}

const zeroTotals = (assets: string[]) => Object.fromEntries(assets.map((asset) => [asset, '0']));
const BALANCED_EUR = {
  assetTotals: zeroTotals(['EUR']),
  negativeCustomerBalances: 0,
  balancesNotEqualToEntries: 0,
  unbalancedTransactions: 0,
};

test('a deposit credits the customer from the world account, and the books stay balanced', async () => {
  const user = await createUser();
  await deposit(user.id, 'EUR', 12_345n);
  expect(await balanceOf(user.id, 'EUR')).toBe(12_345n);
  expect(await ledgerInvariants()).toEqual({
    assetTotals: zeroTotals(['EUR']),
    negativeCustomerBalances: 0,
    balancesNotEqualToEntries: 0,
    unbalancedTransactions: 0,
  });
});

test('a debit beyond the balance is refused and changes nothing', async () => {
  const [alice, bob] = await Promise.all([createUser(), createUser()]);
  await deposit(alice.id, 'EUR', 100n);
  await expect(transfer(alice.id, bob.id, 'EUR', 101n)).rejects.toMatchObject({
    status: 422,
    messageKey: 'ledger.errors.insufficientFunds',
  });
  expect(await balanceOf(alice.id, 'EUR')).toBe(100n);
  expect(await balanceOf(bob.id, 'EUR')).toBe(0n);
});

// About 3 s alone: a busy machine needs more than Jest's default 5 s.
test('1,000 concurrent debits of 1 (40 in flight) from a balance of 500: exactly 500 succeed and the balance ends at 0', async () => {
  const [payer, payee] = await Promise.all([createUser(), createUser()]);
  await deposit(payer.id, 'EUR', 500n);
  const results = await settledInFlight(Array.from({ length: 1000 }, () => () => transfer(payer.id, payee.id, 'EUR', 1n)));
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(500);
  expect(
    results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.messageKey),
  ).toEqual(Array(500).fill('ledger.errors.insufficientFunds'));
  expect(await balanceOf(payer.id, 'EUR')).toBe(0n);
  expect(await balanceOf(payee.id, 'EUR')).toBe(500n);
}, 30_000);

test('10,000 random concurrent transfers (40 in flight) among 50 customers in EUR, CZK and BTC keep every invariant', async () => {
  const assets = ['EUR', 'CZK', 'BTC'] as const;
  const customers = await Promise.all(Array.from({ length: 50 }, () => createUser()));
  for (const customer of customers) for (const asset of assets) await deposit(customer.id, asset, 10_000n);
  const transfers = fc.sample(
    fc.record({
      from: fc.integer({ min: 0, max: 49 }),
      to: fc.integer({ min: 0, max: 49 }),
      asset: fc.constantFrom(...assets),
      amount: fc.bigInt({ min: 1n, max: 2_000n }),
      fee: fc.bigInt({ min: 0n, max: 50n }),
    }),
    { numRuns: 10_000, seed: 20261124 },
  );
  const feesCharged: Record<string, bigint> = { EUR: 0n, CZK: 0n, BTC: 0n };
  const outcomes = await settledInFlight(
    transfers.map((move) => async () => {
      await transfer(customers[move.from]!.id, customers[move.to]!.id, move.asset, move.amount, move.fee);
      feesCharged[move.asset] = feesCharged[move.asset]! + move.fee;
    }),
  );
  // Only "insufficient funds" may refuse a transfer: no deadlock, no constraint left unhandled.
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason.messageKey ?? String(outcome.reason)] : [],
  );
  expect(new Set(refusals)).toEqual(refusals.length ? new Set(['ledger.errors.insufficientFunds']) : new Set());
  expect(outcomes.length - refusals.length).toBeGreaterThan(5_000);

  expect(await ledgerInvariants()).toEqual({
    assetTotals: zeroTotals([...assets]),
    negativeCustomerBalances: 0,
    balancesNotEqualToEntries: 0,
    unbalancedTransactions: 0,
  });
  const { rows } = await db().execute<{ asset: string; fees: string }>(
    sql`SELECT asset, sum(balance) AS fees FROM ledger_accounts WHERE kind = 'fee' GROUP BY asset`,
  );
  expect(Object.fromEntries(rows.map((row) => [row.asset, BigInt(row.fees)]))).toEqual(
    Object.fromEntries(Object.entries(feesCharged).filter(([, fees]) => fees > 0n)),
  );
}, 240_000);

describe('what the database itself refuses', () => {
  test('an entry is never updated or deleted', async () => {
    const user = await createUser();
    await deposit(user.id, 'EUR', 50n);
    await expect(db().execute(sql`UPDATE ledger_entries SET amount = amount * 2`)).rejects.toMatchObject({ cause: { code: 'KT001' } });
    await expect(db().execute(sql`DELETE FROM ledger_entries`)).rejects.toMatchObject({ cause: { code: 'KT001' } });
  });

  test('a balance is never written except by posting entries', async () => {
    const user = await createUser();
    const account = await inLedgerTransaction((tx) => customerAccount(tx, user.id, 'EUR'));
    await expect(db().execute(sql`UPDATE ledger_accounts SET balance = 1000 WHERE id = ${account.id}`)).rejects.toMatchObject({
      cause: { code: 'KT001' },
    });
    await expect(
      db().execute(sql`INSERT INTO ledger_accounts (user_id, asset, kind, balance) VALUES (${user.id}, 'CZK', 'available', 5)`),
    ).rejects.toMatchObject({ cause: { code: 'KT001' } });
  });

  test('a transaction whose entries do not sum to zero is refused at commit', async () => {
    const user = await createUser();
    await expect(
      inLedgerTransaction(async (tx) => {
        const world = await houseAccount(tx, 'world', 'EUR');
        const account = await customerAccount(tx, user.id, 'EUR');
        return post(tx, {
          kind: 'bank-deposit',
          legs: [
            { account: world.id, amount: -100n },
            { account: account.id, amount: 99n },
          ],
        });
      }),
    ).rejects.toMatchObject({ cause: { code: 'KT003' } });
    expect(await balanceOf(user.id, 'EUR')).toBe(0n);
  });

  test('a customer account never goes below zero, even written by hand', async () => {
    const user = await createUser();
    const account = await inLedgerTransaction((tx) => customerAccount(tx, user.id, 'EUR'));
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('ledger.applying', 'on', true)`);
        await tx.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${account.id}`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});

describe('two-phase holds', () => {
  const heldTransfer = (from: number, to: number, amount: bigint, expiresAt?: Date) =>
    inLedgerTransaction((tx) => holdFunds(tx, { userId: from, asset: 'EUR', amount, kind: 'transfer', metadata: { to }, expiresAt }));

  async function settleHeld(transactionId: number, from: number, to: number, amount: bigint, outcome: 'posted' | 'voided') {
    return inLedgerTransaction(async (tx) => {
      const held = await customerAccount(tx, from, 'EUR', 'held');
      const destination = outcome === 'posted' ? await customerAccount(tx, to, 'EUR') : await customerAccount(tx, from, 'EUR');
      await settle(tx, transactionId, outcome, [
        { account: held.id, amount: -amount },
        { account: destination.id, amount },
      ]);
    });
  }

  test('a hold moves funds to held; posting it pays the recipient, at most once', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await deposit(alice.id, 'EUR', 1_000n);
    const pending = await heldTransfer(alice.id, bob.id, 400n);
    expect([await balanceOf(alice.id, 'EUR'), await balanceOf(alice.id, 'EUR', 'held')]).toEqual([600n, 400n]);
    const outcomes = await Promise.allSettled([
      settleHeld(pending, alice.id, bob.id, 400n, 'posted'),
      settleHeld(pending, alice.id, bob.id, 400n, 'voided'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    const total = (await balanceOf(alice.id, 'EUR')) + (await balanceOf(bob.id, 'EUR'));
    expect(total).toBe(1_000n);
    expect(await balanceOf(alice.id, 'EUR', 'held')).toBe(0n);
  });

  test('voiding a hold gives the funds back', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await deposit(alice.id, 'EUR', 1_000n);
    const pending = await heldTransfer(alice.id, bob.id, 250n);
    await settleHeld(pending, alice.id, bob.id, 250n, 'voided');
    expect([await balanceOf(alice.id, 'EUR'), await balanceOf(alice.id, 'EUR', 'held'), await balanceOf(bob.id, 'EUR')]).toEqual([
      1_000n,
      0n,
      0n,
    ]);
  });

  const statusOf = async (transactionId: number) =>
    (await db().execute<{ status: string }>(sql`SELECT status FROM ledger_transactions WHERE id = ${transactionId}`)).rows[0]!.status;

  test('a hold past its expiry is released by the job, once; one without expiry or not yet due stays', async () => {
    const alice = await createUser();
    await deposit(alice.id, 'EUR', 1_000n);
    const lapsed = await heldTransfer(alice.id, alice.id, 300n, new Date(Date.now() - 1_000));
    const due = await heldTransfer(alice.id, alice.id, 200n, new Date(Date.now() + 60_000));
    const open = await heldTransfer(alice.id, alice.id, 100n);
    expect(await balanceOf(alice.id, 'EUR')).toBe(400n);
    expect(await releaseExpiredHolds()).toEqual({ released: 1, alreadySettled: 0 });
    expect([await balanceOf(alice.id, 'EUR'), await balanceOf(alice.id, 'EUR', 'held')]).toEqual([700n, 300n]);
    expect([await statusOf(lapsed), await statusOf(due), await statusOf(open)]).toEqual(['voided', 'pending', 'pending']);
    expect(await releaseExpiredHolds()).toEqual({ released: 0, alreadySettled: 0 });
    expect(await balanceOf(alice.id, 'EUR')).toBe(700n);
    expect(await ledgerInvariants()).toEqual(BALANCED_EUR);
  });

  test('a lapsed hold released by its owner while the job releases it too settles once: the job is told it was settled', async () => {
    const alice = await createUser();
    await deposit(alice.id, 'EUR', 10_000n);
    const pending = await heldTransfer(alice.id, alice.id, 500n, new Date(Date.now() - 1_000));
    let job: ReturnType<typeof releaseExpiredHolds> | undefined;
    await inLedgerTransaction(async (tx) => {
      await releaseHold(tx, pending);
      // The owner's release is not committed yet: the job still finds the hold pending and waits on its row.
      job = asJob(releaseExpiredHolds);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await job).toEqual({ released: 0, alreadySettled: 1 });
    expect([await balanceOf(alice.id, 'EUR'), await balanceOf(alice.id, 'EUR', 'held')]).toEqual([10_000n, 0n]);
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id = ${pending}`,
    );
    expect(rows[0]!.n).toBe(4);
    await expect(inLedgerTransaction((tx) => releaseHold(tx, pending))).rejects.toMatchObject({ status: 409 });
    expect(await ledgerInvariants()).toEqual(BALANCED_EUR);
  });
});

test('a reversing transaction restores the balances, once', async () => {
  const [alice, bob] = await Promise.all([createUser(), createUser()]);
  await deposit(alice.id, 'BTC', 100_000_000n);
  const sent = await transfer(alice.id, bob.id, 'BTC', 30_000_000n, 1_000n);
  await inLedgerTransaction((tx) => reverse(tx, sent, { reason: 'test' }));
  expect([await balanceOf(alice.id, 'BTC'), await balanceOf(bob.id, 'BTC')]).toEqual([100_000_000n, 0n]);
  await expect(inLedgerTransaction((tx) => reverse(tx, sent))).rejects.toMatchObject({
    status: 409,
    messageKey: 'ledger.errors.alreadyReversed',
  });
  expect((await ledgerInvariants()).balancesNotEqualToEntries).toBe(0);
});

test('amounts beyond 64 bits are exact (wei)', async () => {
  const user = await createUser();
  const tenThousandEth = 10_000n * 10n ** 18n;
  await deposit(user.id, 'ETH', tenThousandEth);
  expect(await balanceOf(user.id, 'ETH')).toBe(tenThousandEth);
});

describe('idempotency keys', () => {
  const sendWithKey = (from: number, to: number, key: string, amount: bigint) =>
    withIdempotencyKey(from, key, { route: 'transfer', to, amount: amount.toString() }, async (tx) => {
      const [source, target] = [await customerAccount(tx, from, 'EUR'), await customerAccount(tx, to, 'EUR')];
      const id = await post(tx, {
        kind: 'transfer',
        legs: [
          { account: source.id, amount: -amount },
          { account: target.id, amount },
        ],
      });
      return { transaction: id };
    });

  const journalTransfers = async () =>
    (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'transfer'`)).rows[0]!.n;

  test('one key sent 100 times concurrently: one journal transaction, 100 identical answers', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await deposit(alice.id, 'EUR', 1_000n);
    const answers = await Promise.all(Array.from({ length: 100 }, () => sendWithKey(alice.id, bob.id, 'key-1', 10n)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await journalTransfers()).toBe(1);
    expect(await balanceOf(bob.id, 'EUR')).toBe(10n);
  });

  test('the same key with another amount is refused (422); another key moves money again', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await deposit(alice.id, 'EUR', 1_000n);
    await sendWithKey(alice.id, bob.id, 'key-2', 10n);
    await expect(sendWithKey(alice.id, bob.id, 'key-2', 11n)).rejects.toMatchObject({
      status: 422,
      messageKey: 'ledger.errors.idempotencyKeyReused',
    });
    await sendWithKey(alice.id, bob.id, 'key-3', 10n);
    expect(await journalTransfers()).toBe(2);
  });

  test('a refusal is kept with its key: the retry is refused alike even once funds arrived', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await expect(sendWithKey(alice.id, bob.id, 'key-4', 10n)).rejects.toMatchObject({
      status: 422,
      messageKey: 'ledger.errors.insufficientFunds',
    });
    await deposit(alice.id, 'EUR', 1_000n);
    await expect(sendWithKey(alice.id, bob.id, 'key-4', 10n)).rejects.toMatchObject({
      status: 422,
      messageKey: 'ledger.errors.insufficientFunds',
    });
    expect(await journalTransfers()).toBe(0);
  });

  test('keys are per customer', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await Promise.all([deposit(alice.id, 'EUR', 100n), deposit(bob.id, 'EUR', 100n)]);
    await sendWithKey(alice.id, bob.id, 'shared', 5n);
    await sendWithKey(bob.id, alice.id, 'shared', 7n);
    expect(await journalTransfers()).toBe(2);
  });

  test('a key past its lifetime is a new key: it moves money again, even for another request; a key within it replays', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    await deposit(alice.id, 'EUR', 1_000n);
    const first = await sendWithKey(alice.id, bob.id, 'daily', 10n);
    await db().execute(sql`UPDATE idempotency_keys SET created_at = created_at - interval '23 hours' WHERE user_id = ${alice.id}`);
    expect(await sendWithKey(alice.id, bob.id, 'daily', 10n)).toEqual(first);
    await db().execute(sql`UPDATE idempotency_keys SET created_at = created_at - interval '2 hours' WHERE user_id = ${alice.id}`);
    const second = await sendWithKey(alice.id, bob.id, 'daily', 25n);
    expect(second).not.toEqual(first);
    expect(await sendWithKey(alice.id, bob.id, 'daily', 25n)).toEqual(second);
    expect(await journalTransfers()).toBe(2);
    expect(await balanceOf(bob.id, 'EUR')).toBe(35n);
  });

  test('a twin still running after the wait is told so (409)', async () => {
    const alice = await createUser();
    await deposit(alice.id, 'EUR', 100n);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = withIdempotencyKey(alice.id, 'slow', { route: 'transfer' }, async () => {
      await released;
      return { done: true };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(withIdempotencyKey(alice.id, 'slow', { route: 'transfer' }, async () => ({ done: false }))).rejects.toMatchObject({
      status: 409,
      messageKey: 'ledger.errors.requestInProgress',
    });
    release();
    await expect(slow).resolves.toEqual({ done: true });
  }, 20_000);
});

test('a new customer has a credit account in each fiat currency, a cash account and an earning account, all at zero', async () => {
  const { registerCustomer } = await import('@/lib/server/auth/registration/registration');
  const { user } = await registerCustomer(
    {
      profileType: 'personal',
      plan: 'basic',
      firstName: 'Nova',
      lastName: 'Customer',
      email: 'nova@example.test',
      countryCode: '+420',
      phone: '+420777000111',
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
      terms: true,
    } as never,
    { ip: '203.0.113.9', userAgent: null },
    'en',
  );
  const { rows } = await db().execute<{ asset: string; kind: string; balance: string; number: string }>(
    sql`SELECT asset, kind, balance, number FROM ledger_accounts WHERE user_id = ${user.id} ORDER BY asset, kind`,
  );
  expect(rows.map(({ asset, kind, balance }) => [asset, kind, balance])).toEqual([
    ['BTC', 'staked', '0'],
    ['CZK', 'available', '0'],
    ['EUR', 'available', '0'],
    ['EUR', 'cash', '0'],
  ]);
  expect(rows.every((row) => /^KT\d{12}$/.test(row.number))).toBe(true);
});

test('history written after the fact is dated when it happened, oldest first; a date before the latest posting is refused', async () => {
  const user = await createUser();
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
  const dated = await inLedgerTransaction(async (tx) => {
    await datePostingsAt(tx, tenDaysAgo);
    return creditFromWorld(tx, { userId: user.id, asset: 'EUR', amount: 100n, kind: 'bank-deposit' });
  });
  const today = await deposit(user.id, 'EUR', 50n);
  const { rows } = await db().execute<{ transaction_id: string; created_at: Date }>(
    sql`SELECT DISTINCT e.transaction_id, e.created_at FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE t.created_at = e.created_at ORDER BY e.transaction_id`,
  );

  expect(rows.map((row) => [Number(row.transaction_id), new Date(row.created_at).getTime()])).toEqual([
    [dated, tenDaysAgo.getTime()],
    [today, expect.any(Number)],
  ]);
  expect(Date.now() - new Date(rows[1]!.created_at).getTime()).toBeLessThan(60_000);
  await expect(
    inLedgerTransaction(async (tx) => {
      await datePostingsAt(tx, new Date(Date.now() - 5 * 86_400_000));
      return creditFromWorld(tx, { userId: user.id, asset: 'EUR', amount: 1n, kind: 'bank-deposit' });
    }),
  ).rejects.toThrow(/would come after/);
  expect(await balanceOf(user.id, 'EUR')).toBe(150n);
});
