import { sql } from 'drizzle-orm';
import { GET as download } from '@/app/api/user/v1/statements/[format]/route';
import { formatDateTime } from '@/lib/i18n/date-format';
import { db } from '@/lib/server/db';
import { customerAccount, houseAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction, post } from '@/lib/server/ledger/post';
import { statementEntries, statementFigures } from '@/lib/server/ledger/statement';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { pdfPages } from '../support/pdf';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

const today = () => new Date().toISOString().slice(0, 10);

/** A customer with €100 deposited and €30 paid out (to the provider's suspense account), on their EUR account. */
async function customerWithMoves() {
  const user = await createUser({ firstName: 'Jana', lastName: 'Nováková', residenceCountry: 'CZ' });
  const account = await customerAccount(db(), user.id, 'EUR');
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'EUR', amount: 100_00n, kind: 'bank-deposit' }));
  await inLedgerTransaction(async (tx) =>
    post(tx, {
      kind: 'transfer',
      legs: [
        { account: account.id, amount: -30_00n },
        { account: (await houseAccount(tx, 'suspense', 'EUR')).id, amount: 30_00n },
      ],
    }),
  );
  return { user, account, token: await signIn(user) };
}

/** The file as the browser gets it: the raw response, without the envelope decoding callApi does for JSON. */
async function fetchStatement(token: string, format: string, query: Record<string, string>) {
  const request = new Request(`http://localhost:3000/api/user/v1/statements/${format}?${new URLSearchParams(query)}`, {
    headers: { host: 'localhost:3000', accesstoken: `Bearer ${token}` },
  });
  const { NextRequest } = await import('next/server');
  return download(new NextRequest(request), { params: Promise.resolve({ format }) });
}

test('a statement’s opening, money in, money out and closing add up, and a period before any entry shows the balance then', async () => {
  const { user, account } = await customerWithMoves();

  const statement = await statementFigures(db(), user.id, { account: account.id, from: today(), to: today() });
  expect([statement.opening, statement.credits, statement.debits, statement.closing, statement.count]).toEqual([
    0n,
    100_00n,
    -30_00n,
    70_00n,
    2,
  ]);

  const before = await statementFigures(db(), user.id, { account: account.id, from: '2020-01-01', to: '2020-01-31' });
  expect([before.opening, before.closing, before.count]).toEqual([0n, 0n, 0]);
  const after = await statementFigures(db(), user.id, { account: account.id, from: '2099-01-01', to: '2099-01-31' });
  expect([after.opening, after.closing, after.count]).toEqual([70_00n, 70_00n, 0]);
});

test('another customer’s account is not found, through the page’s function and through the download', async () => {
  const { account } = await customerWithMoves();
  const stranger = await createUser();

  await expect(statementFigures(db(), stranger.id, { account: account.id, from: today(), to: today() })).rejects.toMatchObject({
    status: 404,
  });
  const response = await fetchStatement(await signIn(stranger), 'csv', { account: String(account.id), from: today(), to: today() });
  expect(response.status).toBe(404);
});

test('the CSV has a header, the opening balance, every entry with its running balance and the closing balance (RFC 4180 CRLF)', async () => {
  const { account, token } = await customerWithMoves();

  const response = await fetchStatement(token, 'csv', { account: String(account.id), from: today(), to: today() });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toContain(`statement-${account.number}`);
  const lines = (await response.text()).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Transaction,Type,Status,Amount,Currency,Balance');
  expect(lines[1]).toBe(',,Opening balance,,,EUR,0');
  expect(lines.slice(2, 4).map((line) => line.split(',').slice(2))).toEqual([
    ['Bank deposit', 'Success', '100', 'EUR', '100'],
    ['Transfer', 'Success', '-30', 'EUR', '70'],
  ]);
  expect(lines[4]).toBe(',,Closing balance,,,EUR,70');
});

test('the PDF names the brand, the holder, the account and period, the totals of the screen and the page', async () => {
  const { account, token } = await customerWithMoves();

  const response = await fetchStatement(token, 'pdf', { account: String(account.id), from: today(), to: today() });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const [text] = pdfPages(new Uint8Array(await response.arrayBuffer()));

  expect(text).toContain('Kryptomat');
  expect(text).toContain('Jana Nováková');
  expect(text).toContain(`Credit account · EUR · account number ${account.number}`);
  expect(text).toContain('Opening balance: €0.00');
  expect(text).toContain('Money in: €100.00');
  expect(text).toContain('Money out: -€30.00');
  expect(text).toContain('Closing balance: €70.00');
  expect(text).toContain('Page 1');
});

test('a period that ends before it starts and a query that does not parse are refused with 400 and the field', async () => {
  const { account, token } = await customerWithMoves();

  const reversed = await fetchStatement(token, 'csv', { account: String(account.id), from: '2026-02-01', to: '2026-01-01' });
  expect(reversed.status).toBe(400);
  const garbage = await callApi(download, 'user/v1/statements/xls', { token, params: { format: 'xls' } });
  expect(garbage.status).toBe(400);
  expect(garbage.data.fieldErrors).toEqual({ format: messageText('en', 'validation.invalid') });
});

test('a statement of 10,000 entries is read in batches of 1,000 and its CSV holds every row', async () => {
  const user = await createUser();
  const account = await customerAccount(db(), user.id, 'EUR');
  const world = await houseAccount(db(), 'world', 'EUR');
  await db().execute(sql`
    SELECT ledger_post('bank-deposit', 'posted',
      jsonb_build_array(jsonb_build_object('account', ${account.id}::bigint, 'amount', '1'), jsonb_build_object('account', ${world.id}::bigint, 'amount', '-1')),
      1, '{}'::jsonb, NULL)
      FROM generate_series(1, 10000)`);
  const query = { account: account.id, from: today(), to: today() };

  const statement = await statementFigures(db(), user.id, query);
  const batches: number[] = [];
  for await (const batch of statementEntries(statement)) batches.push(batch.length);
  expect(batches).toEqual(Array(10).fill(1000));
  const response = await fetchStatement(await signIn(user), 'csv', { account: String(account.id), from: today(), to: today() });
  const lines = (await response.text()).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(1 + 1 + 10_000 + 1);
  expect(lines.at(-1)).toBe(',,Closing balance,,,EUR,100');
}, 60_000);

test('a coin account’s statement calls it a crypto account, as My accounts does, not a credit account', async () => {
  const user = await createUser({ firstName: 'Jana', lastName: 'Nováková' });
  const account = await customerAccount(db(), user.id, 'BTC');
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'BTC', amount: 1_000_000n, kind: 'crypto-deposit' }));
  const token = await signIn(user);

  const [english] = pdfPages(
    new Uint8Array(await (await fetchStatement(token, 'pdf', { account: String(account.id), from: today(), to: today() })).arrayBuffer()),
  );
  expect(english).toContain(`Crypto account · BTC · account number ${account.number}`);
  expect(english).not.toContain('Credit account');
});

test('a statement writes times in the customer’s zone and amounts in the asset’s precision; the CSV keeps the exact values', async () => {
  const user = await createUser({ firstName: 'Jana', lastName: 'Nováková', timeZone: 'America/New_York' });
  const account = await customerAccount(db(), user.id, 'ETH');
  await inLedgerTransaction((tx) =>
    creditFromWorld(tx, { userId: user.id, asset: 'ETH', amount: 10_097_917_297_176_797n, kind: 'crypto-deposit' }),
  );
  const token = await signIn(user);
  const query = { account: String(account.id), from: today(), to: today() };

  const rows = (await (await fetchStatement(token, 'csv', query)).text()).split('\r\n').filter(Boolean);
  const [date, , , , amount, asset, balance] = rows[2]!.split(',');
  // ISO 8601 with New York's offset (-05:00 in winter, -04:00 in summer), and every one of the 18 decimals.
  expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/);
  expect([amount, asset, balance]).toEqual(['0.010097917297176797', 'ETH', '0.010097917297176797']);

  const [text] = pdfPages(new Uint8Array(await (await fetchStatement(token, 'pdf', query)).arrayBuffer()));
  expect(text).toContain('Closing balance: 0.01009791 ETH');
  expect(text).not.toContain('0.010097917');
  // The same minute as the CSV's, written as every page and e-mail of the customer writes it.
  expect(text).toContain(formatDateTime(new Date(date!), 'en', 'America/New_York'));
});
