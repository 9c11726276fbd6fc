import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { POST as unsubscribeRoute } from '@/app/api/unsubscribe/[id]/route';
import { POST as redeemRoute } from '@/app/api/user/v1/vouchers/redeem/route';
import { hashPassword } from '@/lib/server/auth/password';
import { getMessageDetailsPage } from '@/lib/server/inbox/page';
import { getUnsubscribePage } from '@/lib/server/notifications/page';
import { runCommand } from '@/lib/server/ops/commands';
import { markNoticesRead, notifyOfReply, type ReplyNotice } from '@/lib/server/notifications/replies';
import { ACCOUNT_CREATED, BEFORE_ACCOUNT, createUser, insertBroadcast, resetDatabase } from '../support/db';
import { callApi } from '../support/api';
import { callLegacy, UNREAD_BROADCAST_CALL } from '../support/legacy';
import { settledOutbox, startSmtpServer, useSmtpUrl } from '../support/mail';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

let mockSignedIn: { id: number; createdAt: Date } | null = null;
jest.mock('@/lib/server/auth/current', () => ({
  requireCustomer: async () => {
    if (!mockSignedIn) throw new Error('nobody signed in');
    return { user: mockSignedIn };
  },
}));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
useSmtpUrl(() => smtp.url);

beforeEach(async () => {
  mockSignedIn = null;
  smtp.received.length = 0;
  await resetDatabase();
  // Broadcast 1 reaches everyone (spec section 7): the welcome, so the notices below are never number 1.
  await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT, title: 'Welcome' });
});

const unreadBroadcasts = async (user: { id: number; email: string }) => {
  const result = await callLegacy(UNREAD_BROADCAST_CALL, user.id, { token: await signIn(user) });
  return (result.data as { bc_id: number; title: string }[]).filter((broadcast) => broadcast.title !== 'Welcome');
};

async function reply(notice: ReplyNotice) {
  const pending = await db().transaction((tx) => notifyOfReply(tx, notice));
  await pending.send();
}

describe('a reply from support', () => {
  test('raises the bell of that customer only, and opening the page it links to lowers it again', async () => {
    const alice = await createUser({ createdAt: ACCOUNT_CREATED });
    const bob = await createUser({ createdAt: ACCOUNT_CREATED });

    await reply({ userId: alice.id, title: 'Re: my deposit', message: 'It arrived.', link: '/openissue/7' });

    expect((await unreadBroadcasts(alice)).map((b) => b.title)).toEqual(['Re: my deposit']);
    expect(await unreadBroadcasts(bob)).toEqual([]);
    await markNoticesRead(bob.id, '/openissue/7');
    expect(await unreadBroadcasts(alice)).toHaveLength(1);
    await markNoticesRead(alice.id, '/openissue/8');
    expect(await unreadBroadcasts(alice)).toHaveLength(1);
    await markNoticesRead(alice.id, '/openissue/7');
    expect(await unreadBroadcasts(alice)).toEqual([]);
  });

  test('the inbox shows the notice with the way to the conversation', async () => {
    const alice = await createUser({ createdAt: ACCOUNT_CREATED });
    await reply({ userId: alice.id, title: 'Re: card', message: 'Your card is on its way.', link: '/Readmessage/3' });
    const [notice] = await db().select().from(schema.broadcasts).where(eq(schema.broadcasts.toSend, 'User'));

    mockSignedIn = alice;
    expect(await getMessageDetailsPage(String(notice!.id))).toMatchObject({ message: 'Your card is on its way.', link: '/Readmessage/3' });
  });

  test('is e-mailed in the customer’s language, with the anti-phishing code and a link that turns off just these e-mails', async () => {
    const alice = await createUser({ language: 'cs', antiPhishingCode: 'Sova42' });

    await reply({ userId: alice.id, title: 'Re: limit', message: 'Limit jsme zvýšili.', link: '/Readmessage/9' });

    const [mail] = await smtp.mails(1);
    expect(mail!.to).toEqual([alice.email]);
    expect(mail!.subject).toContain('podpora odpověděla – Re: limit');
    expect(mail!.text.split('\n')[0]).toContain('Sova42');
    expect(mail!.text).toContain('Limit jsme zvýšili.');
    expect(mail!.text).toContain('http://localhost:3000/cs/Readmessage/9');
    expect(mail!.text).toContain(`http://localhost:3000/cs/unsubscribe/internalMessage.${alice.mailToken}`);
    expect(mail!.headers['list-unsubscribe']).toBe(`<http://localhost:3000/api/unsubscribe/internalMessage.${alice.mailToken}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  test('is not e-mailed when "internal message received" is off, and the bell still rises', async () => {
    const alice = await createUser({ notifyInternalMessage: false });

    await reply({ userId: alice.id, title: 'Re: hello', message: 'Hi.', link: '/Readmessage/1' });

    expect(await settledOutbox()).toEqual([]);
    expect(await unreadBroadcasts(alice)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  const postUnsubscribe = (id: string) =>
    callApi(unsubscribeRoute, `unsubscribe/${id}`, {
      method: 'POST',
      params: { id },
      clientToken: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
  const settingsOf = async (id: number) => {
    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, id));
    return row!;
  };

  test('a mail client’s one-click POST turns off that one setting of that one customer, and again changes nothing', async () => {
    const alice = await createUser({ notifyNewsPublished: true });
    const bob = await createUser({ notifyNewsPublished: true });
    const id = `newsPublished.${alice.mailToken}`;

    expect(await getUnsubscribePage(id)).toEqual({ id, setting: 'newsPublished', on: true });
    expect((await postUnsubscribe(id)).status).toBe(200);
    expect((await postUnsubscribe(id)).status).toBe(200);

    expect(await settingsOf(alice.id)).toMatchObject({ notifyNewsPublished: false, notifyInternalMessage: true, notifyFundsAdded: true });
    expect(await settingsOf(bob.id)).toMatchObject({ notifyNewsPublished: true });
    expect(await getUnsubscribePage(id)).toEqual({ id, setting: 'newsPublished', on: false });
  });

  test.each([
    ['an unknown token', `newsPublished.${'0'.repeat(32)}`],
    ['an unknown setting', 'everything.0123456789abcdef0123456789abcdef'],
    ['no setting', '0123456789abcdef0123456789abcdef'],
  ])('%s is a 404 with a message, and turns nothing off', async (_label, id) => {
    const alice = await createUser({ notifyNewsPublished: true });

    const result = await postUnsubscribe(id);

    expect({ status: result.status, message: result.envelope.message }).toEqual({
      status: 404,
      message: messageText('en', 'unsubscribe.unknown'),
    });
    await expect(getUnsubscribePage(id)).rejects.toMatchObject({ digest: expect.stringMatching(/404/) as unknown as string });
    expect(await settingsOf(alice.id)).toMatchObject({ notifyNewsPublished: true });
  });
});

describe('"funds added"', () => {
  test('a bank deposit the operator credits is e-mailed in the customer’s language; with the setting off, nothing is sent', async () => {
    const wanting = await createUser({ language: 'de' });
    const notWanting = await createUser({ notifyFundsAdded: false });

    await runCommand(['deposit', wanting.email, '120.50', 'EUR', 'VS123'], 'test-operator');
    await runCommand(['deposit', notWanting.email, '80', 'EUR'], 'test-operator');

    const outbox = await settledOutbox();
    expect(outbox.map((row) => [row.purpose, row.recipient])).toEqual([['funds-added', wanting.email]]);
    const [mail] = await smtp.mails(1);
    expect(mail!.subject).toMatch(/120,50\s€ Ihrem Konto gutgeschrieben/);
    expect(mail!.text).toContain('Banküberweisung');
    expect(mail!.text).toContain(`/de/unsubscribe/fundsAdded.${wanting.mailToken}`);
  });

  test('a redeemed gift voucher is e-mailed once, even when the client repeats the call with its idempotency key', async () => {
    const customer = await createUser({ verificationLevel: 1 });
    const [voucher] = await db()
      .insert(schema.giftVouchers)
      .values({
        reference: 'GV-TEST000000000001',
        code: 'ABCD-EFGH-JK01',
        passwordHash: await hashPassword('Secret-Voucher-1'),
        valueMinor: 25_00,
        currency: 'EUR',
        email: 'buyer@example.test',
        locale: 'en',
        status: 'active',
      })
      .returning();
    const token = await signIn(customer);
    const key = crypto.randomUUID();
    const redeem = () =>
      callApi(redeemRoute, 'user/v1/vouchers/redeem', {
        method: 'POST',
        token,
        body: { code: voucher!.code, password: 'Secret-Voucher-1' },
        headers: { 'idempotency-key': key },
      });

    expect((await redeem()).status).toBe(200);
    expect((await redeem()).status).toBe(200);

    const outbox = await settledOutbox();
    expect(outbox.map((row) => [row.purpose, row.recipient])).toEqual([['funds-added', customer.email]]);
    expect((await smtp.mails(1))[0]!.text).toContain('Gift voucher');
  });
});
