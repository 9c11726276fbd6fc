import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { customerAccount, feeShardAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction, post } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import { createUser, resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const ops = (...argv: string[]) => runCommand(argv, 'test-operator');
const balance = async (userId: number, asset = 'EUR') =>
  (
    await db().execute<{ balance: string }>(
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = ${asset} AND kind = 'available'`,
    )
  ).rows[0]?.balance;
const audit = async () =>
  (
    await db().execute<{ operator: string; action: string; user_id: string | null }>(
      sql`SELECT operator, action, user_id FROM operator_audit ORDER BY id`,
    )
  ).rows;

test('a bank deposit is credited through the ledger and audited with who, what and when', async () => {
  const user = await createUser({ email: 'payer@example.test' });
  expect(await ops('deposit', 'Payer@Example.test', '250.75', 'EUR', 'VS-2026-1')).toEqual([
    expect.stringMatching(/^credited 250\.75 EUR to Payer@Example\.test \(transaction \d+\)$/),
  ]);
  expect(await balance(user.id)).toBe('25075');
  expect(await audit()).toEqual([{ operator: 'test-operator', action: 'deposit', user_id: String(user.id) }]);
  expect(await ops('trial-balance')).toEqual([
    'EUR   available  250.75 EUR',
    'EUR   world      -250.75 EUR',
    'EUR   sum        0 EUR balanced',
  ]);
});

test('mistakes are named and change nothing', async () => {
  await createUser({ email: 'someone@example.test' });
  await expect(ops('deposit', 'nobody@example.test', '1', 'EUR')).rejects.toThrow('no customer with the e-mail nobody@example.test');
  await expect(ops('deposit', 'someone@example.test', '1.001', 'EUR')).rejects.toThrow('1.001 is not an amount in EUR');
  await expect(ops('set-level', 'someone@example.test', '4')).rejects.toThrow('the level must be one of 0, 1, 2, 3, 5');
  await expect(ops('nonsense')).rejects.toThrow(/^no command nonsense\nusage: npm run ops/);
  expect(await audit()).toEqual([]);
});

test('level, plan, blocks, limits and fees are set from the command line', async () => {
  const user = await createUser({ email: 'level@example.test' });
  await ops('set-level', 'level@example.test', '3');
  await ops('set-plan', 'level@example.test', 'pro');
  await ops('block', 'transfers', 'level@example.test');
  await ops('set-limit', '1', 'online_fiat', 'day', '250');
  await ops('set-fee', 'basic', 'internal_transfer', 'EUR', '1.5', '0.30');
  const [row] = (
    await db().execute<{ verification_level: number; plan: string }>(sql`SELECT verification_level, plan FROM users WHERE id = ${user.id}`)
  ).rows;
  expect(row).toEqual({ verification_level: 3, plan: 'pro' });
  expect((await db().execute(sql`SELECT 1 FROM feature_blocks WHERE feature = 'transfers' AND user_id = ${user.id}`)).rows).toHaveLength(1);
  expect(
    (
      await db().execute<{ l: string }>(
        sql`SELECT limit_eur_minor AS l FROM limit_rules WHERE level = 1 AND operation = 'online_fiat' AND period = 'day'`,
      )
    ).rows[0]!.l,
  ).toBe('25000');
  expect(
    (
      await db().execute<{ bp: number; f: string }>(
        sql`SELECT basis_points AS bp, fixed_minor AS f FROM fee_rules WHERE plan = 'basic' AND operation = 'internal_transfer' AND currency = 'EUR'`,
      )
    ).rows[0],
  ).toEqual({ bp: 150, f: '30' });
  await ops('unblock', 'transfers', 'level@example.test');
  expect((await db().execute(sql`SELECT 1 FROM feature_blocks`)).rows).toHaveLength(0);
  expect((await audit()).map((row) => row.action)).toEqual(['set-level', 'set-plan', 'block', 'set-limit', 'set-fee', 'unblock']);
});

test('a reversal restores the balances; the fee shards are swept into the main fee account', async () => {
  const [alice, bob] = await Promise.all([createUser(), createUser()]);
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: alice.id, asset: 'EUR', amount: 1_000n, kind: 'bank-deposit' }));
  const transfer = () =>
    inLedgerTransaction(async (tx) => {
      const [from, to, shard] = [
        await customerAccount(tx, alice.id, 'EUR'),
        await customerAccount(tx, bob.id, 'EUR'),
        await feeShardAccount(tx, 'EUR'),
      ];
      return post(tx, {
        kind: 'transfer',
        legs: [
          { account: from.id, amount: -110n },
          { account: to.id, amount: 100n },
          { account: shard.id, amount: 10n, last: true },
        ],
      });
    });
  const fees = async () =>
    (
      await db().execute<{ shard: number; balance: string }>(
        sql`SELECT shard, balance FROM ledger_accounts WHERE kind = 'fee' AND balance <> 0`,
      )
    ).rows;

  const mistaken = await transfer();
  expect(await ops('reverse', String(mistaken), 'sent twice')).toEqual([
    expect.stringMatching(new RegExp(`^transaction ${mistaken} reversed by transaction \\d+$`)),
  ]);
  expect([await balance(alice.id), await balance(bob.id), await fees()]).toEqual(['1000', '0', []]);
  await expect(ops('reverse', String(mistaken))).rejects.toMatchObject({ messageKey: 'ledger.errors.alreadyReversed' });

  await transfer();
  await transfer();
  expect(await ops('sweep-fees')).toEqual(['EUR: swept 0.2 EUR']);
  expect(await fees()).toEqual([{ shard: 0, balance: '20' }]);
  expect(await ops('sweep-fees')).toEqual(['EUR: swept 0 EUR']);
});

test('npm run ops runs a command against DATABASE_URL and exits 2 on a mistake', async () => {
  await createUser({ email: 'cli@example.test' });
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, ['scripts/ops.mjs', 'deposit', 'cli@example.test', '5', 'CZK'], {
    env: { ...process.env, OPERATOR: 'cli-test' },
  });
  expect(stdout).toMatch(/^credited 5 CZK to cli@example.test \(transaction \d+\)\n$/);
  await expect(run(process.execPath, ['scripts/ops.mjs', 'set-plan', 'cli@example.test', 'gold'])).rejects.toMatchObject({
    code: 2,
    stderr: 'the plan must be one of basic, advanced, pro\nusage: npm run ops -- set-plan <email> <basic|advanced|pro>\n',
  });
  expect(await audit()).toEqual([{ operator: 'cli-test', action: 'deposit', user_id: expect.any(String) }]);
}, 60_000);

test('npm run ops alone lists the commands grouped by domain, without a database', async () => {
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, ['scripts/ops.mjs'], { env: { ...process.env, DATABASE_URL: '' } });
  expect(stdout).toMatch(/^usage: npm run ops -- <command> \[arguments\]/);
  expect(stdout).toContain(
    '\nbank:\n  deposit <email> <amount> <EUR|CZK> [reference]\n      credit a bank deposit to the customer (audited)\n',
  );
  expect(stdout).toContain('\nsupport:\n  tickets [open|waiting|resolved|all]\n');
}, 60_000);

describe('the registry audits what writes, in the transaction of the change', () => {
  const details = async () =>
    (
      await db().execute<{ action: string; user_id: string | null; details: unknown }>(
        sql`SELECT action, user_id, details FROM operator_audit ORDER BY id`,
      )
    ).rows;

  test('a successful writing command leaves exactly one audit row: operator, command, arguments as typed and its outcome', async () => {
    const user = await createUser({ email: 'one@example.test' });
    await ops('set-limit', '1', 'online_fiat', 'day', '250');
    await ops('block', 'transfers', 'one@example.test');
    expect(await details()).toEqual([
      {
        action: 'set-limit',
        user_id: null,
        details: { arguments: { level: '1', operation: 'online_fiat', period: 'day', amount: '250' }, outcome: { limitEurMinor: '25000' } },
      },
      {
        action: 'block',
        user_id: String(user.id),
        details: { arguments: { feature: 'transfers', email: 'one@example.test' }, outcome: {} },
      },
    ]);
  });

  test('a writing command that fails leaves no audit row and no effect', async () => {
    const user = await createUser({ email: 'bob@example.test' });
    await db().execute(sql`ALTER TABLE operator_audit ADD CONSTRAINT no_deposit_audit CHECK (action <> 'deposit')`);
    try {
      // The credit is posted in the registry's transaction, then its audit row is refused: the credit goes with it.
      await expect(ops('deposit', 'bob@example.test', '7', 'EUR')).rejects.toThrow(/^Failed query: insert into "operator_audit"/);
    } finally {
      await db().execute(sql`ALTER TABLE operator_audit DROP CONSTRAINT no_deposit_audit`);
    }
    expect((await balance(user.id)) ?? '0').toBe('0');
    expect((await db().execute(sql`SELECT 1 FROM ledger_transactions`)).rows).toEqual([]);
    // Refused by the command itself: nothing written, nothing audited.
    await expect(ops('broadcast', 'nobody@example.test', 'Hi', '--', 'x')).rejects.toThrow(
      'no customer with the e-mail nobody@example.test',
    );
    await expect(ops('payout-sent', '404')).rejects.toThrow('no payout 404');
    expect(await details()).toEqual([]);
  });

  test('a read-only command leaves none', async () => {
    await createUser({ email: 'reader@example.test' });
    await ops('balances', 'reader@example.test');
    await ops('trial-balance');
    await ops('payouts');
    await ops('documents');
    await ops('tickets', 'all');
    await ops('help');
    expect(await details()).toEqual([]);
  });
});

test('npm run ops prints no control character a customer stored: every line goes through printable()', async () => {
  const user = await createUser({ email: 'esc@example.test' });
  const [row] = await db()
    .insert(schema.providerMessages)
    .values({ userId: user.id, direction: 'to_support', subject: 'Hi\x1b[2J\x1b[8m\u009b1m', body: 'Line\x1b[1A\x1b[2K\r\nnext\u202e\x07' })
    .returning({ id: schema.providerMessages.id });
  const run = promisify(execFile);
  const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
  const list = await run(process.execPath, ['scripts/ops.mjs', 'messages'], { env: { ...process.env, OPERATOR: 'cli-test' } });
  expect(list.stdout).not.toMatch(raw);
  expect(list.stdout).toMatch(/esc@example\.test .* Hi\\x1b\[2J\\x1b\[8m\\x9b1m\n$/);
  const thread = await run(process.execPath, ['scripts/ops.mjs', 'message', String(row!.id)], {
    env: { ...process.env, OPERATOR: 'cli-test' },
  });
  expect(thread.stdout).not.toMatch(raw);
  expect(thread.stdout).toContain('    Line\\x1b[1A\\x1b[2K\n    next\\u202e\\x07\n');
}, 60_000);

test('lift-limit ends a rate-limit block for one subject or for every subject of a policy, audited', async () => {
  const { enforceRateLimit } = await import('@/lib/server/security/rate-limit');
  const blockedAfterTwenty = async (ip: string) => {
    for (let attempt = 0; attempt < 20; attempt++) await enforceRateLimit('register-ip', { ip });
    await expect(enforceRateLimit('register-ip', { ip })).rejects.toMatchObject({ status: 429 });
  };
  await blockedAfterTwenty('203.0.113.7');
  await blockedAfterTwenty('203.0.113.8');

  expect(await ops('lift-limit', 'register-ip', 'ip:203.0.113.7')).toEqual(['register-ip: 1 subject lifted']);
  await expect(enforceRateLimit('register-ip', { ip: '203.0.113.7' })).resolves.toBeUndefined();
  await expect(enforceRateLimit('register-ip', { ip: '203.0.113.8' })).rejects.toMatchObject({ status: 429 });
  expect(await ops('lift-limit', 'register-ip')).toEqual(['register-ip: 2 subjects lifted']);
  await expect(enforceRateLimit('register-ip', { ip: '203.0.113.8' })).resolves.toBeUndefined();

  await expect(ops('lift-limit', 'no-such-policy')).rejects.toThrow(/the policy must be one of/);
  await expect(ops('lift-limit', 'register-ip', '203.0.113.7')).rejects.toThrow('name the subject as ip:…, email:…, login:… or account:…');
  expect((await audit()).map((row) => row.action)).toEqual(['lift-limit', 'lift-limit']);
});
