import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { mailNewsBatch } from '@/lib/server/notifications/news-mail';
import { queueJob } from '@/lib/server/core';
import { newsMailJob } from '@/lib/server/notifications';
import { createJobQueue } from '@/lib/server/jobs/queue';
import { POST as unsubscribeRoute } from '@/app/api/unsubscribe/[id]/route';
import { POST as redeemRoute } from '@/app/api/user/v1/vouchers/redeem/route';
import { hashPassword } from '@/lib/server/auth/password/password';
import { getMessageDetailsPage } from '@/lib/server/notifications/page';
import { unsubscribePath } from '@/lib/server/mail/links';
import { getUnsubscribePage } from '@/lib/server/notifications/page';
import { runCommand } from '@/lib/server/ops/registry';
import { markNoticesRead, notifyOfReply, type ReplyNotice } from '@/lib/server/notifications/replies';
import { ACCOUNT_CREATED, BEFORE_ACCOUNT, createUser, insertBroadcast, resetDatabase } from '../support/db';
import { callApi } from '../support/api';
import { callLegacy, UNREAD_BROADCAST_CALL } from '../support/legacy';
import { settledOutbox, startSmtpServer, useSmtpUrl } from '../support/mail';
import { messageText } from '../support/messages';
import { notificationKeys, type LinkOptOutKey } from '@/lib/validation/profile';
import { postLogin, signIn } from '../support/session';
import { signInAs, signOut } from '../support/signed-in';

// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

// The message page reads the request's language through next-intl.
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
useSmtpUrl(() => smtp.url);

beforeEach(async () => {
  signOut();
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

    await reply({ userId: alice.id, content: { title: 'Re: my deposit', message: 'It arrived.' }, link: '/openissue/7' });

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
    await reply({ userId: alice.id, content: { title: 'Re: card', message: 'Your card is on its way.' }, link: '/Readmessage/3' });
    const [notice] = await db().select().from(schema.broadcasts).where(eq(schema.broadcasts.toSend, 'User'));

    signInAs(alice);
    expect(await getMessageDetailsPage(String(notice!.id))).toMatchObject({ message: 'Your card is on its way.', link: '/Readmessage/3' });
  });

  test('is e-mailed in the customer’s language, with the anti-phishing code and a link that turns off just these e-mails', async () => {
    const alice = await createUser({ language: 'cs', antiPhishingCode: 'Sova42' });

    await reply({ userId: alice.id, content: { title: 'Re: limit', message: 'Limit jsme zvýšili.' }, link: '/Readmessage/9' });

    const [mail] = await smtp.mails(1);
    expect(mail!.to).toEqual([alice.email]);
    expect(mail!.subject).toContain('podpora odpověděla – Re: limit');
    expect(mail!.text.split('\n')[0]).toContain('Sova42');
    expect(mail!.text).toContain('Limit jsme zvýšili.');
    expect(mail!.text).toContain('http://localhost:3000/cs/Readmessage/9');
    const path = unsubscribePath(alice.mailToken, 'internalMessage');
    expect(path).toMatch(new RegExp(`^/unsubscribe/internalMessage-${alice.mailToken}-[0-9a-f]{32}$`));
    expect(mail!.text).toContain(`http://localhost:3000/cs${path}`);
    expect(mail!.headers['list-unsubscribe']).toBe(`<http://localhost:3000/api${path}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  test('is not e-mailed when "internal message received" is off, and the bell still rises', async () => {
    const alice = await createUser({ notifyInternalMessage: false });

    await reply({ userId: alice.id, content: { title: 'Re: hello', message: 'Hi.' }, link: '/Readmessage/1' });

    expect(await settledOutbox()).toEqual([]);
    expect(await unreadBroadcasts(alice)).toHaveLength(1);
  });
});

/** The id of a genuine unsubscribe link: what follows /unsubscribe/. */
const linkId = (user: { mailToken: string }, setting: LinkOptOutKey) =>
  unsubscribePath(user.mailToken, setting).replace('/unsubscribe/', '');

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
    const id = linkId(alice, 'newsPublished');

    expect(await getUnsubscribePage(id)).toEqual({ id, setting: 'newsPublished', on: true });
    expect((await postUnsubscribe(id)).status).toBe(200);
    expect((await postUnsubscribe(id)).status).toBe(200);

    expect(await settingsOf(alice.id)).toMatchObject({ notifyNewsPublished: false, notifyInternalMessage: true, notifyFundsAdded: true });
    expect(await settingsOf(bob.id)).toMatchObject({ notifyNewsPublished: true });
    expect(await getUnsubscribePage(id)).toEqual({ id, setting: 'newsPublished', on: false });
  });

  const expectRefused = async (id: string) => {
    const result = await postUnsubscribe(id);
    expect({ id, status: result.status, message: result.envelope.message }).toEqual({
      id,
      status: 404,
      message: messageText('en', 'unsubscribe.unknown'),
    });
    await expect(getUnsubscribePage(id)).rejects.toMatchObject({ digest: expect.stringMatching(/404/) as unknown as string });
  };
  const ALL_ON = {
    notifyTransferReceived: true,
    notifyFundsAdded: true,
    notifyFailedLogin: true,
    notifyInternalMessage: true,
    notifyNewsPublished: true,
  };

  test.each([
    ['an unknown token', () => `newsPublished-${'0'.repeat(32)}-${'0'.repeat(32)}`],
    ['an unknown setting', (alice: { mailToken: string }) => linkId(alice, 'newsPublished').replace('newsPublished', 'everything')],
    ['no setting', (alice: { mailToken: string }) => linkId(alice, 'newsPublished').replace('newsPublished-', '')],
    ['a wrong MAC', (alice: { mailToken: string }) => `newsPublished-${alice.mailToken}-${'0'.repeat(32)}`],
    ['the customer’s token alone (the links of old)', (alice: { mailToken: string }) => `newsPublished-${alice.mailToken}`],
  ])('%s is a 404 with a message, and turns nothing off', async (_label, idOf) => {
    const alice = await createUser({ notifyNewsPublished: true });

    await expectRefused(idOf(alice));

    expect(await settingsOf(alice.id)).toMatchObject({ notifyNewsPublished: true });
  });

  test('a genuine "funds added" link edited to name another setting is a 404 and changes nothing; as sent, it works', async () => {
    const alice = await createUser(ALL_ON);
    await runCommand(['deposit', alice.email, '10', 'EUR'], 'test-operator');
    const [mail] = await smtp.mails(1);
    const oneClick = /^<http:\/\/localhost:3000\/api\/unsubscribe\/([^>]+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    expect(oneClick).toMatch(/^fundsAdded-/);
    expect(mail!.text).toContain(`http://localhost:3000/unsubscribe/${oneClick}`);

    for (const setting of notificationKeys.filter((key) => key !== 'fundsAdded'))
      await expectRefused(oneClick.replace('fundsAdded', setting));
    expect(await settingsOf(alice.id)).toMatchObject(ALL_ON);

    expect(await getUnsubscribePage(oneClick)).toEqual({ id: oneClick, setting: 'fundsAdded', on: true });
    expect((await postUnsubscribe(oneClick)).status).toBe(200);
    expect(await settingsOf(alice.id)).toMatchObject({ ...ALL_ON, notifyFundsAdded: false });
  });

  test('a failed sign-in alert carries no unsubscribe link, and no link turns it off', async () => {
    const alice = await createUser(ALL_ON);

    expect((await postLogin({ login: alice.email, password: 'not the password' })).status).toBe(401);

    const [mail] = await smtp.mails(1);
    expect(mail!.subject).toContain(messageText('en', 'mail.failedLoginSubject').replace('{brand}', env().BRAND_NAME));
    expect(mail!.headers).not.toHaveProperty('list-unsubscribe');
    expect(mail!.headers).not.toHaveProperty('list-unsubscribe-post');
    expect(mail!.text).not.toContain('/unsubscribe/');
    expect(mail!.html).not.toContain('/unsubscribe/');
    // Not the link of old, not another setting's link edited, not even one carrying the MAC the setting would have.
    for (const id of [
      `failedLogin-${alice.mailToken}`,
      linkId(alice, 'newsPublished').replace('newsPublished', 'failedLogin'),
      linkId(alice, 'failedLogin' as LinkOptOutKey),
    ])
      await expectRefused(id);
    expect(await settingsOf(alice.id)).toMatchObject(ALL_ON);
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
    expect(mail!.text).toContain(`/de${unsubscribePath(wanting.mailToken, 'fundsAdded')}`);
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

describe('"news published"', () => {
  const NEWS_FILE = path.join(os.tmpdir(), `news-${process.pid}.json`);
  afterAll(() => rm(NEWS_FILE, { force: true }));
  let workers: PgBoss[] = [];
  afterEach(async () => {
    await Promise.all(workers.map((boss) => boss.stop({ graceful: true, wait: true })));
    workers = [];
  });

  async function publish(texts: Record<string, { title: string; summary: string; body: string }>) {
    await writeFile(NEWS_FILE, JSON.stringify(texts));
    const [line] = await runCommand(['publish-news', '--file', NEWS_FILE], 'test-operator');
    return Number(/^news (\d+) published/.exec(line!)![1]);
  }

  test('is e-mailed by the job queue to each customer who asked for it, once, in their language, even when two instances queue and work it', async () => {
    const czech = await createUser({ language: 'cs', notifyNewsPublished: true, createdAt: ACCOUNT_CREATED });
    const greek = await createUser({ language: 'el', notifyNewsPublished: true, createdAt: ACCOUNT_CREATED });
    await createUser({ language: 'cs', notifyNewsPublished: false, createdAt: ACCOUNT_CREATED });

    const newsId = await publish({
      en: { title: 'Litecoin at every ATM', summary: 'Buy LTC for cash.', body: 'From today.' },
      cs: { title: 'Litecoin ve všech automatech', summary: 'Kupte LTC za hotové.', body: 'Od dnešního dne.' },
    });
    // The second instance queues the same job: it is the same job, so it is dropped.
    expect(await queueJob(newsMailJob, { newsId, afterUserId: 0 })).toBe(false);
    workers = [await createJobQueue(env().DATABASE_URL), await createJobQueue(env().DATABASE_URL)];

    const mails = await smtp.mails(2);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received).toHaveLength(2);
    const byRecipient = Object.fromEntries(mails.map((mail) => [mail.to[0], mail]));
    expect(byRecipient[czech.email]!.subject).toContain('Litecoin ve všech automatech');
    expect(byRecipient[czech.email]!.text).toContain(`http://localhost:3000/cs/Newsdetailss/${newsId}`);
    expect(byRecipient[czech.email]!.text).toContain(`/cs${unsubscribePath(czech.mailToken, 'newsPublished')}`);
    // No Greek text was written: the Greek customer reads the item as published, around a Greek e-mail.
    expect(byRecipient[greek.email]!.subject).toBe('Νέα Kryptomat: Litecoin at every ATM');
    const { rows } = await db().execute(sql`SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'news-mail'`);
    expect(rows).toEqual([{ jobs: 1 }]);
  });

  test('goes out in batches, and a batch that runs twice mails nobody twice', async () => {
    const customers = [];
    for (let i = 0; i < 3; i += 1) customers.push(await createUser({ notifyNewsPublished: true, createdAt: ACCOUNT_CREATED }));
    const [item] = await db().insert(schema.news).values({ title: 'T', summary: 'S', body: 'B' }).returning();

    const first = await mailNewsBatch({ newsId: item!.id, afterUserId: 0 }, 2);
    const again = await mailNewsBatch({ newsId: item!.id, afterUserId: 0 }, 2);
    const last = await mailNewsBatch(first.next!, 2);

    expect([first.mailed, again.mailed, last.mailed, last.next]).toEqual([2, 0, 1, null]);
    expect(first.next).toEqual({ newsId: item!.id, afterUserId: customers[1]!.id });
    const outbox = await settledOutbox();
    expect(outbox.map((row) => row.recipient).sort()).toEqual(customers.map((customer) => customer.email).sort());
  });

  test('an archive item filed with --dated e-mails nobody; a file without the English text is refused', async () => {
    await createUser({ notifyNewsPublished: true, createdAt: ACCOUNT_CREATED });
    expect(await runCommand(['publish-news', '--dated', '2024-01-01', 'Old', 'Old news', '--', 'Body'], 'test-operator')).toEqual([
      'news 1 filed as of 2024-01-01',
    ]);
    await writeFile(NEWS_FILE, JSON.stringify({ cs: { title: 'T', summary: 'S', body: 'B' } }));
    await expect(runCommand(['publish-news', '--file', NEWS_FILE], 'test-operator')).rejects.toThrow(/needs the "en" text/);
    const { rows } = await db().execute(sql`SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'news-mail'`);
    expect(rows).toEqual([{ jobs: 0 }]);
  });
});
