import { sql } from 'drizzle-orm';
import { POST as sendMessage } from '@/app/api/user/v1/messages/route';
import { db, schema } from '@/lib/server/db';
import {
  getIncomingPage,
  getMailboxPage,
  getNewMessagePage,
  getOutgoingPage,
  getProfileBoxPage,
  getReadMessagePage,
} from '@/lib/server/mailbox/page';
import { runCommand } from '@/lib/server/ops/registry';
import { callApi, expectNotFound } from '../support/api';
import { BEFORE_ACCOUNT, createUser, insertBroadcast, resetDatabase } from '../support/db';
import { callLegacy, UNREAD_BROADCAST_CALL } from '../support/legacy';
import { settledOutbox, smtpServerForFile } from '../support/mail';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import { signInAs, signOut } from '../support/signed-in';

// The page functions read the signed-in customer from the request's cookie; each test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

const smtp = smtpServerForFile();

beforeEach(async () => {
  signOut();
  await resetDatabase();
  // Broadcast 1 reaches everyone (spec section 7): the welcome, so the notice of an answer is never number 1.
  await insertBroadcast({ toSend: 'All', createdAt: BEFORE_ACCOUNT, title: 'Welcome' });
});

const ops = (...argv: string[]) => runCommand(argv, 'test-operator');
const send = (token: string, body: unknown, lang = 'en') =>
  callApi(sendMessage, 'user/v1/messages', { method: 'POST', token, body, headers: { lang } });

const bell = async (token: string, user: { id: number }) =>
  ((await callLegacy(UNREAD_BROADCAST_CALL, user.id, { token })).data as unknown[]).length;

async function customer(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await signIn(user) };
}

/** Next's notFound() throws an error whose digest names the 404. */
test('a message is checked by the shared schema: required, trimmed and within its limits, in the caller’s language', async () => {
  const { token } = await customer();
  const empty = await send(token, { subject: '   ', body: '' });
  expect(empty.status).toBe(422);
  expect(empty.data.fieldErrors).toEqual({ subject: 'This field is required.', body: 'This field is required.' });

  const long = await send(token, { subject: 'x'.repeat(151), body: 'y'.repeat(5_001) }, 'de');
  expect(long.status).toBe(422);
  expect(long.data.fieldErrors).toEqual({
    subject: 'Der Betreff darf höchstens 150 Zeichen haben.',
    body: 'Die Nachricht darf höchstens 5.000 Zeichen haben.',
  });

  const fits = await send(token, { subject: ` ${'x'.repeat(150)} `, body: `  ${'y'.repeat(5_000)}\n` });
  expect(fits.status).toBe(200);
  const { rows } = await db().execute<{ subject: string; body: string }>(sql`SELECT subject, body FROM provider_messages`);
  expect(rows).toEqual([{ subject: 'x'.repeat(150), body: 'y'.repeat(5_000) }]);
});

test('a subject or body with control or bidirectional characters is refused (422); a body keeps its line breaks', async () => {
  const { token } = await customer();
  const refused = await send(token, { subject: 'Card\x1b[8m limit', body: 'Hello\u009b2J\u202e' });
  expect(refused.status).toBe(422);
  const message = messageText('en', 'validation.controlCharacters');
  expect(refused.data.fieldErrors).toEqual({ subject: message, body: message });
  expect((await send(token, { subject: 'Two\nlines', body: 'ok' })).data.fieldErrors).toEqual({ subject: message });
  expect((await send(token, { subject: 'Card limit', body: 'carriage\rreturn' })).data.fieldErrors).toEqual({ body: message });

  expect((await send(token, { subject: 'Card limit', body: 'Line one\r\nLine two\n\n\tIndented' })).status).toBe(200);
  const { rows } = await db().execute<{ body: string }>(sql`SELECT body FROM provider_messages`);
  expect(rows).toEqual([{ body: 'Line one\r\nLine two\n\n\tIndented' }]);
});

test('a subject and body stored with terminal controls (rows from before the check) are printed escaped to the operator', async () => {
  const alice = await customer({ email: 'alice@example.test' });
  const { data: sent } = await send(alice.token, { subject: 'Card limit', body: 'How do I raise it?' });
  await db().execute(sql`
    UPDATE provider_messages SET subject = ${'Urgent\x1b[2J\x1b[8m'}, body = ${'First\x1b[1A\x1b[2K\nSecond\u009b2J\r\nThird\u202e'}
    WHERE id = ${sent.id}`);
  const raw = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  const listed = [...(await ops('messages')), ...(await ops('messages', 'all'))];
  expect(listed).toHaveLength(2);
  for (const line of listed) {
    expect(line).not.toMatch(raw);
    expect(line).toMatch(/alice@example\.test .* Urgent\\x1b\[2J\\x1b\[8m$/);
  }
  const thread = await ops('message', String(sent.id));
  for (const line of thread) expect(line).not.toMatch(raw);
  expect(thread).toEqual([
    expect.stringMatching(/Urgent\\x1b\[2J\\x1b\[8m$/),
    '    First\\x1b[1A\\x1b[2K',
    '    Second\\x9b2J',
    '    Third\\u202e',
    '',
  ]);
});

test('a customer sends at most 20 messages an hour', async () => {
  const { token } = await customer();
  for (let i = 0; i < 20; i += 1) expect((await send(token, { subject: `s${i}`, body: 'b' })).status).toBe(200);
  const refused = await send(token, { subject: 'one more', body: 'b' });
  expect(refused.status).toBe(429);
  expect(refused.response.headers.get('Retry-After')).toMatch(/^\d+$/);
  const other = await customer();
  expect((await send(other.token, { subject: 'mine', body: 'b' })).status).toBe(200);
});

test('the operator answers; folders list each direction for its owner only, reading marks read, another customer’s id is a 404', async () => {
  const alice = await customer({ email: 'alice@example.test' });
  const bob = await customer({ email: 'bob@example.test' });
  const { data: first } = await send(alice.token, { subject: 'Card limit', body: 'How do I raise it?' });
  await send(alice.token, { subject: 'Second question', body: 'Another one' });
  const { data: bobs } = await send(bob.token, { subject: 'Bob asks', body: 'Hello' });

  expect(await ops('messages')).toEqual([
    expect.stringMatching(new RegExp(`^${first.id}  alice@example.test  → support  \\d+m  NEW  Card limit$`)),
    expect.stringMatching(/alice@example\.test .* Second question$/),
    expect.stringMatching(/bob@example\.test .* Bob asks$/),
  ]);
  const bellBefore = await bell(alice.token, alice.user);
  const bobsBell = await bell(bob.token, bob.user);
  expect(await ops('answer-message', String(first.id), '--', 'Open', 'the', 'Pricing', 'page.')).toEqual([
    `message ${first.id} answered with message ${bobs.id + 1}`,
  ]);
  const replyId: number = bobs.id + 1;
  expect(await bell(alice.token, alice.user)).toBe(bellBefore + 1);
  expect(await bell(bob.token, bob.user)).toBe(bobsBell);
  expect((await ops('messages', 'new')).join('\n')).not.toMatch(/Card limit/);
  expect(await ops('message', String(replyId))).toEqual([
    expect.stringMatching(/Card limit$/),
    '    How do I raise it?',
    '',
    expect.stringMatching(/← test-operator .* Re: Card limit$/),
    '    Open the Pricing page.',
    '',
  ]);
  await expect(ops('answer-message', String(replyId), '--', 'x')).rejects.toThrow(/support’s own/);
  await expect(ops('answer-message', '999', '--', 'x')).rejects.toThrow(/no message 999/);
  const { rows: audited } = await db().execute<{ action: string }>(sql`SELECT action FROM operator_audit ORDER BY id`);
  expect(audited.map((row) => row.action)).toEqual(['messages', 'answer-message', 'messages', 'message']);

  signInAs(alice.user);
  expect((await getOutgoingPage()).items.map((item) => [item.subject, item.answered])).toEqual([
    ['Second question', false],
    ['Card limit', true],
  ]);
  expect((await getIncomingPage()).items.map((item) => [item.subject, item.unread])).toEqual([['Re: Card limit', true]]);
  expect(await getMailboxPage()).toMatchObject({ unreadIncoming: 1, awaitingAnswer: 1 });
  expect((await getProfileBoxPage()).unreadMessages).toBe(1);

  const read = await getReadMessagePage(String(replyId));
  expect(read).toMatchObject({
    subject: 'Re: Card limit',
    body: 'Open the Pricing page.',
    answers: { id: first.id, body: 'How do I raise it?' },
  });
  expect((await getIncomingPage()).items[0]!.unread).toBe(false);
  expect(await bell(alice.token, alice.user)).toBe(bellBefore);
  expect(await getMailboxPage()).toMatchObject({ unreadIncoming: 0 });
  expect((await getReadMessagePage(String(first.id))).replies).toEqual([
    expect.objectContaining({ id: replyId, subject: 'Re: Card limit' }),
  ]);
  expect(await getNewMessagePage({ reply: String(replyId) })).toEqual({ reply: { id: replyId, subject: 'Re: Card limit' } });

  await expectNotFound(getReadMessagePage(String(bobs.id)));
  await expectNotFound(getReadMessagePage('999'));
  await expectNotFound(getReadMessagePage('1; drop'));
  expect(await getNewMessagePage({ reply: String(bobs.id) })).toEqual({ reply: null });
  expect((await send(alice.token, { subject: 'Re: Bob', body: 'x', inReplyTo: bobs.id })).status).toBe(404);
  expect((await send(alice.token, { subject: 'Re: Card limit', body: 'Thanks', inReplyTo: replyId })).status).toBe(200);

  signInAs(bob.user);
  expect((await getOutgoingPage()).items.map((item) => item.subject)).toEqual(['Bob asks']);
  expect((await getIncomingPage()).items).toEqual([]);
  await expectNotFound(getReadMessagePage(String(replyId)));
});

test('folders page by 20, newest first', async () => {
  const { user } = await customer();
  await db()
    .insert(schema.providerMessages)
    .values(
      Array.from({ length: 21 }, (_, i) => ({
        userId: user.id,
        direction: 'to_support' as const,
        subject: `m${i}`,
        body: 'b',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
  signInAs(user);
  const first = await getOutgoingPage();
  expect(first).toMatchObject({ page: 1, hasPrevious: false, hasNext: true });
  expect(first.items).toHaveLength(20);
  expect(first.items[0]!.subject).toBe('m20');
  expect(await getOutgoingPage({ page: '2' })).toMatchObject({ hasPrevious: true, hasNext: false, items: [{ subject: 'm0' }] });
});

test('the profile box names the support tier of the customer’s plan', async () => {
  const { user } = await customer({ firstName: 'Jana', lastName: 'Nováková', plan: 'advanced', verificationLevel: 2 });
  signInAs(user);
  expect(await getProfileBoxPage()).toMatchObject({
    fullName: 'Jana Nováková',
    initials: 'JN',
    pictureUrl: null,
    level: 2,
    plan: 'advanced',
    supportTier: 'seniorSupport',
    unreadMessages: 0,
  });
});

test('the answer is e-mailed when “internal message received” is on, and not when it is off', async () => {
  const on = await customer({ email: 'on@example.test' });
  const off = await customer({ email: 'off@example.test', notifyInternalMessage: false });
  const { data: asked } = await send(on.token, { subject: 'Deposit', body: 'Where is it?' });
  const { data: silent } = await send(off.token, { subject: 'Quiet', body: 'No mail please' });

  await ops('answer-message', String(silent.id), '--', 'Answered', 'quietly.');
  await ops('answer-message', String(asked.id), '--', 'It', 'arrived', 'today.');
  const [mail] = await smtp().mails(1);
  expect(mail!.to).toEqual(['on@example.test']);
  expect(mail!.subject).toContain('Re: Deposit');
  expect(mail!.text).toContain('It arrived today.');
  expect(mail!.text).toMatch(/\/Readmessage\/\d+/);
  expect(await settledOutbox()).toHaveLength(1);
  expect(smtp().received).toHaveLength(1);
});
