import { sql } from 'drizzle-orm';
import { POST as sendTransfer } from '@/app/api/user/v1/transfers/users/route';
import { db } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { getMessageDetailsPage, getMessagesPage, getNewsDetailsPage, getNewsPage } from '@/lib/server/notifications/page';
import { runCommand } from '@/lib/server/ops/registry';
import { ACCOUNT_CREATED, AFTER_ACCOUNT, BEFORE_ACCOUNT, createUser, insertBroadcast, insertNews, resetDatabase } from '../support/db';
import { callLegacy, UNREAD_BROADCAST_CALL as unreadBroadcast, UNREAD_NEWS_CALL as unreadNews } from '../support/legacy';
import { callApi, expectNotFound } from '../support/api';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import { signInAs, signOut } from '../support/signed-in';

/** Intl writes no-break spaces between amount and currency in several languages. */
const plain = (text: string) => text.replace(/\s/g, ' ');

// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

// The inbox and news pages read the request's language through next-intl.
let mockLocale = 'en';
jest.mock('next-intl/server', () => ({ getLocale: async () => mockLocale }));

beforeEach(async () => {
  signOut();
  mockLocale = 'en';
  await resetDatabase();
});

async function twoCustomers() {
  const alice = await createUser({ createdAt: ACCOUNT_CREATED });
  const bob = await createUser({ createdAt: ACCOUNT_CREATED });
  return { alice, bob, aliceToken: await signIn(alice), bobToken: await signIn(bob) };
}

const count = async (call: typeof unreadBroadcast, user: { id: number }, token: string) => {
  const result = await callLegacy(call, user.id, { token });
  expect(result.status).toBe(200);
  return (result.data as unknown[]).length;
};

/** Next's notFound() throws an error whose digest names the 404. */
test('opening a broadcast lowers only that customer’s unread count, and opening it again changes nothing', async () => {
  const { alice, bob, aliceToken, bobToken } = await twoCustomers();
  await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT, title: 'Welcome' });
  const forAll = await insertBroadcast({ toSend: 'All', createdAt: AFTER_ACCOUNT, title: 'For everyone' });
  expect(await count(unreadBroadcast, alice, aliceToken)).toBe(2);
  expect(await count(unreadBroadcast, bob, bobToken)).toBe(2);

  signInAs(alice);
  expect(await getMessageDetailsPage(String(forAll.id))).toMatchObject({ id: forAll.id, title: 'For everyone', message: 'Broadcast body' });
  await getMessageDetailsPage(String(forAll.id));

  expect(await count(unreadBroadcast, alice, aliceToken)).toBe(1);
  expect(await count(unreadBroadcast, bob, bobToken)).toBe(2);
  const inbox = await getMessagesPage();
  expect(inbox.items.map((item) => [item.title, item.unread])).toEqual([
    ['For everyone', false],
    ['Welcome', true],
  ]);
});

test('another customer’s broadcast is not in the list and its page is a 404; a missing or malformed id too', async () => {
  const { alice, bob } = await twoCustomers();
  await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT });
  const forBob = await insertBroadcast({ toSend: 'User', toId: bob.id, createdAt: AFTER_ACCOUNT, title: 'For Bob' });
  const olderForAll = await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT, title: 'Before Alice joined' });

  signInAs(alice);
  expect((await getMessagesPage()).items.map((item) => item.id)).toEqual([1]);
  await expectNotFound(getMessageDetailsPage(String(forBob.id)));
  await expectNotFound(getMessageDetailsPage(String(olderForAll.id)));
  await expectNotFound(getMessageDetailsPage('999'));
  await expectNotFound(getMessageDetailsPage('1; drop'));
  expect((await db().execute(sql`SELECT * FROM broadcast_reads`)).rows).toEqual([]);

  signInAs(bob);
  expect(await getMessageDetailsPage(String(forBob.id))).toMatchObject({ title: 'For Bob' });
});

test('the inbox pages by 20, newest first', async () => {
  const { alice } = await twoCustomers();
  for (let i = 0; i < 23; i += 1) {
    await insertBroadcast({ toSend: 'User', toId: alice.id, createdAt: new Date(AFTER_ACCOUNT.getTime() + i * 60_000), title: `m${i}` });
  }
  signInAs(alice);
  const first = await getMessagesPage();
  expect(first).toMatchObject({ page: 1, hasPrevious: false, hasNext: true });
  expect(first.items).toHaveLength(20);
  expect(first.items[0]?.title).toBe('m22');
  const second = await getMessagesPage({ page: '2' });
  expect(second).toMatchObject({ page: 2, hasPrevious: true, hasNext: false });
  expect(second.items.map((item) => item.title)).toEqual(['m2', 'm1', 'm0']);
});

test('opening a news item lowers only that customer’s unread news; the list pages by 10', async () => {
  const { alice, bob, aliceToken, bobToken } = await twoCustomers();
  await insertNews(BEFORE_ACCOUNT, 'Old');
  const items = [];
  for (let i = 0; i < 11; i += 1) items.push(await insertNews(new Date(AFTER_ACCOUNT.getTime() + i * 60_000), `n${i}`));
  expect(await count(unreadNews, alice, aliceToken)).toBe(11);

  signInAs(alice);
  expect(await getNewsDetailsPage(String(items[10]!.id))).toMatchObject({ title: 'n10', body: 'Body' });
  expect(await count(unreadNews, alice, aliceToken)).toBe(10);
  expect(await count(unreadNews, bob, bobToken)).toBe(11);

  const first = await getNewsPage();
  expect(first).toMatchObject({ page: 1, hasNext: true });
  expect(first.items.map((item) => [item.title, item.unread]).slice(0, 2)).toEqual([
    ['n10', false],
    ['n9', true],
  ]);
  const second = await getNewsPage({ page: '2' });
  expect(second.items.map((item) => [item.title, item.unread])).toEqual([
    ['n0', true],
    ['Old', false],
  ]);
  await expectNotFound(getNewsDetailsPage('12345'));
});

test('the operator CLI sends a broadcast to everyone or one customer and publishes news, each audited', async () => {
  const { alice, bob, aliceToken, bobToken } = await twoCustomers();
  const ops = (...argv: string[]) => runCommand(argv, 'test-operator');
  await db().execute(sql`UPDATE users SET email = 'alice@example.test' WHERE id = ${alice.id}`);
  await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT });

  expect(await ops('broadcast', 'all', 'Maintenance', '--', 'The', 'ATMs', 'restart', 'at', 'noon.')).toEqual([
    'broadcast 2 sent to everyone',
  ]);
  expect(await ops('broadcast', 'Alice@Example.test', 'Hello Alice', '--', 'Just', 'for', 'you.')).toEqual([
    'broadcast 3 sent to Alice@Example.test',
  ]);
  expect(await ops('publish-news', 'Litecoin', 'LTC is here', '--', 'Buy', 'LTC', 'at', 'every', 'ATM.')).toEqual([
    'news 1 published; its e-mails are queued for the customers who asked for news',
  ]);
  expect(await ops('publish-news', '--dated', '2024-01-01', 'From the archive', 'Old', '--', 'An', 'old', 'item.')).toEqual([
    'news 2 filed as of 2024-01-01',
  ]);
  await expect(ops('publish-news', '--dated', '2999-01-01', 'Future', 'No', '--', 'x')).rejects.toThrow('--dated takes a past day');
  await expect(ops('broadcast', 'all', 'No message')).rejects.toThrow(/^write the message after --\nusage: npm run ops -- broadcast/);
  await expect(ops('broadcast', 'nobody@example.test', 'Hi', '--', 'x')).rejects.toThrow('no customer with the e-mail nobody@example.test');

  const rows = (await db().execute(sql`SELECT bc_id, title, message, to_send, toid FROM broadcasts WHERE bc_id > 1 ORDER BY bc_id`)).rows;
  expect(rows).toEqual([
    { bc_id: 2, title: 'Maintenance', message: 'The ATMs restart at noon.', to_send: 'All', toid: null },
    { bc_id: 3, title: 'Hello Alice', message: 'Just for you.', to_send: 'User', toid: String(alice.id) },
  ]);
  expect(
    (await db().execute(sql`SELECT title, summary, body, created_datetime < now() - interval '1 day' AS dated FROM news ORDER BY id`)).rows,
  ).toEqual([
    { title: 'Litecoin', summary: 'LTC is here', body: 'Buy LTC at every ATM.', dated: false },
    { title: 'From the archive', summary: 'Old', body: 'An old item.', dated: true },
  ]);
  expect((await db().execute(sql`SELECT operator, action, user_id FROM operator_audit ORDER BY id`)).rows).toEqual([
    { operator: 'test-operator', action: 'broadcast', user_id: null },
    { operator: 'test-operator', action: 'broadcast', user_id: String(alice.id) },
    { operator: 'test-operator', action: 'publish-news', user_id: null },
    { operator: 'test-operator', action: 'publish-news', user_id: null },
  ]);
  expect(await count(unreadBroadcast, alice, aliceToken)).toBe(3);
  expect(await count(unreadBroadcast, bob, bobToken)).toBe(2);
  // The archive item is older than Alice's account: listed on /News, not in her bell.
  expect(await count(unreadNews, alice, aliceToken)).toBe(1);
});

test('a notice written while the customer read English reads in Czech once they read Czech: inbox, message and legacy call', async () => {
  const { alice, bob, aliceToken, bobToken } = await twoCustomers();
  await db().execute(sql`UPDATE users SET verification_level = 1 WHERE id IN (${alice.id}, ${bob.id})`);
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: bob.id, asset: 'EUR', amount: 50_00n, kind: 'bank-deposit' }));
  const sent = await callApi(sendTransfer, 'user/v1/transfers/users', {
    method: 'POST',
    token: bobToken,
    body: { recipient: alice.email, currency: 'EUR', amount: '12.5' },
    headers: { lang: 'en', 'idempotency-key': crypto.randomUUID() },
  });
  expect(sent.status).toBe(200);
  const czech = { title: messageText('cs', 'transfers.broadcast.title'), message: 'Test U. vám poslal(a) 12,50 €.' };

  const legacyIn = async (lang: string) =>
    (await callLegacy(unreadBroadcast, alice.id, { token: aliceToken, headers: { lang } })).data.map(
      ({ title, message }: { title: string; message: string }) => ({ title, message: plain(message) }),
    );
  expect(await legacyIn('cs')).toEqual([czech]);
  expect(await legacyIn('en')).toEqual([{ title: 'Money received', message: 'Test U. sent you €12.50.' }]);

  signInAs(alice);
  mockLocale = 'cs';
  const [item] = (await getMessagesPage()).items;
  expect({ title: item!.title, message: plain(item!.excerpt) }).toEqual(czech);
  const opened = await getMessageDetailsPage(String(item!.id));
  expect({ title: opened.title, message: plain(opened.message) }).toEqual(czech);
});
