import { callLegacy, UNREAD_BROADCAST_CALL as unreadBroadcast, UNREAD_NEWS_CALL as unreadNews } from '../support/legacy';
import { ACCOUNT_CREATED, AFTER_ACCOUNT, BEFORE_ACCOUNT, createUser, insertBroadcast, insertNews, resetDatabase } from '../support/db';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

async function reader() {
  const user = await createUser({ createdAt: ACCOUNT_CREATED });
  const other = await createUser();
  return { user, other, token: await signIn(user) };
}

type Recipient = 'all' | 'this user' | 'another user';

describe('GET user/v1/unreadbroadcast/{u_id} (spec section 7)', () => {
  test.each<[string, boolean, { first: boolean; to: Recipient; createdAt: Date }]>([
    ['bc_id 1 to All, older than the account', true, { first: true, to: 'all', createdAt: BEFORE_ACCOUNT }],
    ['bc_id 1 to another user, older than the account', true, { first: true, to: 'another user', createdAt: BEFORE_ACCOUNT }],
    ['to All, newer than the account', true, { first: false, to: 'all', createdAt: AFTER_ACCOUNT }],
    ['to All, older than the account', false, { first: false, to: 'all', createdAt: BEFORE_ACCOUNT }],
    ['to All, at the instant the account was created', false, { first: false, to: 'all', createdAt: ACCOUNT_CREATED }],
    ['to this user, older than the account', true, { first: false, to: 'this user', createdAt: BEFORE_ACCOUNT }],
    ['to this user, newer than the account', true, { first: false, to: 'this user', createdAt: AFTER_ACCOUNT }],
    ['to another user, newer than the account', false, { first: false, to: 'another user', createdAt: AFTER_ACCOUNT }],
    ['to another user, older than the account', false, { first: false, to: 'another user', createdAt: BEFORE_ACCOUNT }],
  ])('a broadcast %s → unread: %s', async (_label, unread, row) => {
    const { user, other, token } = await reader();
    // Outside the bc_id 1 cases, broadcast 1 is a filler so that the broadcast under test is not bc_id 1.
    if (!row.first) await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT });
    const toId = { all: undefined, 'this user': user.id, 'another user': other.id }[row.to];
    const broadcast = await insertBroadcast({ toSend: toId ? 'User' : 'All', toId, createdAt: row.createdAt });
    expect(broadcast.id === 1).toBe(row.first);

    const result = await callLegacy(unreadBroadcast, user.id, { token });

    expect(result.status).toBe(200);
    expect((result.data as { bc_id: number }[]).some((b) => b.bc_id === broadcast.id)).toBe(unread);
  });

  test('answers the fields the client reads, and only the unread broadcasts', async () => {
    const { user, other, token } = await reader();
    await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT, title: 'Welcome' });
    await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT, title: 'Old news for all' });
    await insertBroadcast({ toSend: 'User', toId: user.id, createdAt: AFTER_ACCOUNT, title: 'For you' });
    await insertBroadcast({ toSend: 'User', toId: other.id, createdAt: AFTER_ACCOUNT, title: 'For someone else' });

    const result = await callLegacy(unreadBroadcast, user.id, { token });

    expect(result.status).toBe(200);
    expect(result.envelope.code).toBe('200');
    const byId = [...(result.data as { bc_id: number }[])].sort((a, b) => a.bc_id - b.bc_id);
    expect(byId).toEqual([
      expect.objectContaining({ bc_id: 1, title: 'Welcome', to_send: 'All', toid: null, created_datetime: BEFORE_ACCOUNT.toISOString() }),
      expect.objectContaining({
        bc_id: 3,
        title: 'For you',
        to_send: 'User',
        toid: user.id,
        created_datetime: AFTER_ACCOUNT.toISOString(),
      }),
    ]);
  });

  test('no broadcasts → an empty list', async () => {
    const { user, token } = await reader();
    const result = await callLegacy(unreadBroadcast, user.id, { token });
    expect(result.status).toBe(200);
    expect(result.data).toEqual([]);
  });
});

describe('GET user/v1/unreadnews/{u_id} (spec section 7)', () => {
  test.each([
    ['newer than the account', true, AFTER_ACCOUNT],
    ['older than the account', false, BEFORE_ACCOUNT],
    ['published at the instant the account was created', false, ACCOUNT_CREATED],
  ])('news %s → unread: %s', async (_label, unread, createdAt) => {
    const { user, token } = await reader();
    const item = await insertNews(createdAt);

    const result = await callLegacy(unreadNews, user.id, { token });

    expect(result.status).toBe(200);
    expect((result.data as { id: number }[]).some((n) => n.id === item.id)).toBe(unread);
  });

  test('answers every unread item with its created_datetime and none of the read ones', async () => {
    const { user, token } = await reader();
    await insertNews(BEFORE_ACCOUNT, 'Before you joined');
    await insertNews(AFTER_ACCOUNT, 'Since you joined');
    await insertNews(new Date('2025-02-01T00:00:00.000Z'), 'Latest');

    const result = await callLegacy(unreadNews, user.id, { token });

    expect(result.status).toBe(200);
    const titles = (result.data as { title: string; created_datetime: string }[]).map((n) => [n.title, n.created_datetime]).sort();
    expect(titles).toEqual([
      ['Latest', '2025-02-01T00:00:00.000Z'],
      ['Since you joined', AFTER_ACCOUNT.toISOString()],
    ]);
  });
});
