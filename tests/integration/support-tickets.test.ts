import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as postNote } from '@/app/api/public/v1/support-notes/route';
import { GET as getTicket } from '@/app/api/user/v1/tickets/[id]/route';
import { POST as postReply } from '@/app/api/user/v1/tickets/[id]/replies/route';
import { GET as downloadAttachment } from '@/app/api/user/v1/tickets/attachments/[id]/route';
import { POST as createTicket } from '@/app/api/user/v1/tickets/create/route';
import { GET as listTickets } from '@/app/api/user/v1/tickets/route';
import { db, schema } from '@/lib/server/db';
import { CUSTOMER_FILE_QUOTA_BYTES } from '@/lib/server/files/quota';
import { translatorFor } from '@/lib/server/i18n/translate';
import { runCommand } from '@/lib/server/ops/registry';
import { getTicketPage, getTicketsPage } from '@/lib/server/support/page';
import { MAX_ATTACHMENT_BYTES } from '@/lib/terms/support';
import { callApi, expectNotFound } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { callLegacy, UNREAD_BROADCAST_CALL } from '../support/legacy';
import { settledOutbox, startSmtpServer, useSmtpUrl } from '../support/mail';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import { storedNames, storeFileOf } from '../support/stored-files';
import { signInAs, signOut } from '../support/signed-in';

// The page functions read the signed-in customer from the request's cookie; here the test says who is signed in.
jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

/** Next's notFound() throws an error whose digest names the 404. */
const smtp = startSmtpServer();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = (await smtp).url;
});
useSmtpUrl(() => smtpUrl);
afterAll(async () => (await smtp).close());

beforeEach(async () => {
  signOut();
  await resetDatabase();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Attached = { bytes: Buffer; type: string; name: string };
const png = (name = 'screen.png'): Attached => ({ bytes: PNG, type: 'image/png', name });

function form(fields: Record<string, string>, files: Attached[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

const ticketFields = { category: 'payments', subject: 'Deposit missing', description: 'I sent 100 EUR on Monday.' };

async function customer(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await signIn(user) };
}

const open = (token: string, files: Attached[] = [], fields = ticketFields, headers: Record<string, string> = {}) =>
  callApi(createTicket, 'user/v1/tickets/create', { method: 'POST', token, body: form(fields, files), headers });
const reply = (token: string, id: number, body: string, files: Attached[] = []) =>
  callApi(postReply, `user/v1/tickets/${id}/replies`, { method: 'POST', token, body: form({ body }, files), params: { id: String(id) } });
const get = (token: string, id: number) => callApi(getTicket, `user/v1/tickets/${id}`, { token, params: { id: String(id) } });
const statusOf = async (id: number) =>
  (await db().select({ status: schema.supportTickets.status }).from(schema.supportTickets).where(eq(schema.supportTickets.id, id)))[0]!
    .status;

function download(id: number, token: string): Promise<Response> {
  const request = new NextRequest(`http://localhost:3000/api/user/v1/tickets/attachments/${id}`, {
    headers: { host: 'localhost:3000', accesstoken: `Bearer ${token}` },
  });
  return downloadAttachment(request, { params: Promise.resolve({ id: String(id) }) });
}

async function opened(token: string, files: Attached[] = []): Promise<number> {
  const result = await open(token, files);
  expect(result.status).toBe(200);
  return result.data.id as number;
}

/** A /jiranote guest note as a row from before the check: its e-mail written straight into the database. */
async function storeGuestNote(guestEmail: string) {
  const [row] = await db()
    .insert(schema.supportTickets)
    .values({ guestEmail, guestLanguage: 'en', category: 'account', subject: 'Locked out', tier: 'support' })
    .returning({ id: schema.supportTickets.id });
  await db().insert(schema.supportTicketPosts).values({ ticketId: row!.id, author: 'customer', body: 'Please help.' });
}

const unreadBroadcasts = async (user: { id: number }, token: string) =>
  ((await callLegacy(UNREAD_BROADCAST_CALL, user.id, { token })).data as unknown[]).length;

describe('a customer’s tickets', () => {
  test('opening one with attachments stores the files under random names; the ticket is open at the plan’s tier', async () => {
    const { token } = await customer({ plan: 'pro' });
    const id = await opened(token, [png(), { bytes: PDF, type: 'application/pdf', name: 'statement.pdf' }]);

    const ticket = (await get(token, id)).data;
    expect(ticket).toMatchObject({ id, subject: 'Deposit missing', category: 'payments', status: 'open', tier: 'vip' });
    expect(ticket.posts).toHaveLength(1);
    expect(ticket.posts[0]).toMatchObject({ author: 'customer', body: 'I sent 100 EUR on Monday.', operatorName: null });
    expect(ticket.posts[0].attachments.map((a: { originalName: string }) => a.originalName)).toEqual(['screen.png', 'statement.pdf']);
    const stored = await storedNames('support');
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{32}$/);

    const file = await download(ticket.posts[0].attachments[0].id, token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test.each([
    ['basic', 'support'],
    ['advanced', 'senior'],
  ] as const)('a %s plan gets the %s tier', async (plan, tier) => {
    const { token } = await customer({ plan });
    expect((await get(token, await opened(token))).data.tier).toBe(tier);
  });

  test('a subject, description or reply with control or bidirectional characters is refused (422); line breaks are kept', async () => {
    const { token } = await customer();
    const message = messageText('en', 'validation.controlCharacters');
    const refused = await open(token, [], { category: 'payments', subject: 'Deposit\x1b[2J', description: 'I sent\u009b8m 100 EUR' });
    expect([refused.status, refused.data.fieldErrors]).toEqual([422, { subject: message, description: message }]);
    expect(await db().$count(schema.supportTickets)).toBe(0);

    const id = await opened(token);
    const refusedReply = await reply(token, id, 'Fio\u202e banka');
    expect([refusedReply.status, refusedReply.data.fieldErrors]).toEqual([422, { body: message }]);
    expect((await reply(token, id, 'Fio banka\r\nAccount 2000145399\n\tVS 2026')).status).toBe(200);
    expect((await get(token, id)).data.posts.map((post: { body: string }) => post.body)).toEqual([
      'I sent 100 EUR on Monday.',
      expect.stringMatching(/^Fio banka\r?\nAccount 2000145399\r?\n\tVS 2026$/),
    ]);
  });

  test('the list is the customer’s own, the most recently updated first', async () => {
    const { token } = await customer();
    const { token: otherToken } = await customer();
    const first = await opened(token);
    const second = await opened(token);
    await opened(otherToken);
    await reply(token, first, 'Any news?');

    const list = await callApi(listTickets, 'user/v1/tickets', { token });
    expect(list.status).toBe(200);
    expect(list.data.items.map((item: { id: number }) => item.id)).toEqual([first, second]);
  });

  test('another customer’s ticket, reply and attachment are 404 exactly like missing ones, and nothing is stored', async () => {
    const { token } = await customer();
    const { token: strangerToken } = await customer();
    const id = await opened(token, [png()]);
    const attachmentId = (await get(token, id)).data.posts[0].attachments[0].id as number;

    const missing = await get(strangerToken, 9999);
    const theirs = await get(strangerToken, id);
    expect(theirs.status).toBe(404);
    expect(theirs.envelope.message).toBe(missing.envelope.message);
    expect((await reply(strangerToken, id, 'Mine now', [png()])).status).toBe(404);
    expect((await download(attachmentId, strangerToken)).status).toBe(404);
    expect((await get(token, id)).data.posts).toHaveLength(1);
    expect(await storedNames('support')).toHaveLength(1);
  });
});

describe('the pages', () => {
  test('/jiramessages lists the customer’s own; /openissue/{id} of another customer or of nothing is a 404', async () => {
    const { user, token } = await customer();
    const { token: otherToken } = await customer();
    const own = await opened(token);
    const theirs = await opened(otherToken);

    signInAs(user);
    expect((await getTicketsPage()).items.map((item) => item.id)).toEqual([own]);
    expect(await getTicketPage(String(own))).toMatchObject({ id: own, subject: 'Deposit missing' });
    await expectNotFound(getTicketPage(String(theirs)));
    await expectNotFound(getTicketPage('999'));
    await expectNotFound(getTicketPage('1; drop'));
  });
});

describe('attachments are checked like KYC documents, refused with a message naming the file', () => {
  test('four files', async () => {
    const { token } = await customer();
    const result = await open(token, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe('You can attach at most 3 files to one message.');
  });

  test('a file over the limit', async () => {
    const { token } = await customer();
    const big = { bytes: Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES)]), type: 'image/png', name: 'huge.png' };
    const result = await open(token, [big]);
    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe('The file “huge.png” is larger than 5 MB.');
  });

  test('a disguised file, in the customer’s language', async () => {
    const { token } = await customer();
    const result = await open(token, [{ bytes: EXE, type: 'image/png', name: 'invoice.png' }], ticketFields, { lang: 'de' });
    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('de', 'support.errors.fileType').replace('{name}', 'invoice.png'));
    expect(await db().$count(schema.supportTickets)).toBe(0);
    expect(await storedNames('support')).toHaveLength(0);
  });

  test('a PNG declared as a PDF', async () => {
    const { token } = await customer();
    const result = await open(token, [{ bytes: PNG, type: 'application/pdf', name: 'scan.pdf' }]);
    expect(result.status).toBe(422);
    expect(result.envelope.message).toContain('scan.pdf');
  });
});

describe('limits per customer', () => {
  // The first block of both policies: 15 minutes.
  const tooMany = () => translatorFor('en')('errors.tooManyAttempts', { minutes: 15 });
  const storageFull = () => translatorFor('en')('errors.storageFull', { max: CUSTOMER_FILE_QUOTA_BYTES / (1024 * 1024) });
  const postsOf = async (ticketId: number) => db().$count(schema.supportTicketPosts, eq(schema.supportTicketPosts.ticketId, ticketId));

  test('the 21st ticket in an hour is 429 and stores nothing; another customer still opens one', async () => {
    const { token } = await customer();
    for (let i = 0; i < 20; i++) expect((await open(token)).status).toBe(200);

    const refused = await open(token, [png()]);

    expect({ status: refused.status, message: refused.envelope.message }).toEqual({ status: 429, message: tooMany() });
    expect(await db().$count(schema.supportTickets)).toBe(20);
    expect(await storedNames('support')).toHaveLength(0);
    const { token: otherToken } = await customer();
    expect((await open(otherToken)).status).toBe(200);
  });

  test('the 21st reply in an hour is 429 and stores nothing', async () => {
    const { token } = await customer();
    const id = await opened(token);
    for (let i = 0; i < 20; i++) expect((await reply(token, id, `Reply ${i}`)).status).toBe(200);

    const refused = await reply(token, id, 'One more', [png()]);

    expect({ status: refused.status, message: refused.envelope.message }).toEqual({ status: 429, message: tooMany() });
    expect(await postsOf(id)).toBe(21);
    expect(await storedNames('support')).toHaveLength(0);
  });

  test('files that would take the customer past the storage quota (documents and attachments together) → 422, nothing stored; text alone still goes', async () => {
    const { user, token } = await customer();
    const id = await opened(token, [png()]);
    // Verification documents count too: one that leaves room for exactly one more screenshot.
    await db()
      .insert(schema.kycDocuments)
      .values({
        userId: user.id,
        kind: 'identity',
        documentType: 'passport',
        storedName: 'f'.repeat(32),
        originalName: 'passport.pdf',
        mimeType: 'application/pdf',
        sizeBytes: CUSTOMER_FILE_QUOTA_BYTES - 2 * PNG.length,
      });
    await storeFileOf(user.id, 'kyc', 'f'.repeat(32), CUSTOMER_FILE_QUOTA_BYTES - 2 * PNG.length);
    expect((await reply(token, id, 'The last one that fits', [png()])).status).toBe(200);

    const newTicket = await open(token, [png()]);
    const newReply = await reply(token, id, 'And one more', [png('more.png')]);

    for (const refused of [newTicket, newReply])
      expect({ status: refused.status, message: refused.envelope.message }).toEqual({ status: 422, message: storageFull() });
    expect(await db().$count(schema.supportTickets)).toBe(1);
    expect(await postsOf(id)).toBe(2);
    expect(await storedNames('support')).toHaveLength(2);
    expect((await reply(token, id, 'Please remove my old files')).status).toBe(200);
    expect((await open(token)).status).toBe(200);
    const { token: otherToken } = await customer();
    expect((await open(otherToken, [png()])).status).toBe(200);
  });
});

describe('status and the operator', () => {
  test('answer → waiting, customer reply → open, resolve → resolved, a reply reopens it; all audited', async () => {
    const { token } = await customer();
    const id = await opened(token);
    expect(await statusOf(id)).toBe('open');

    expect(await runCommand(['answer-ticket', String(id), '--', 'Which', 'bank?'], 'alice')).toEqual([
      `ticket ${id} answered; now waiting`,
    ]);
    expect(await statusOf(id)).toBe('waiting');
    const answered = (await get(token, id)).data;
    expect(answered.posts[1]).toMatchObject({ author: 'support', operatorName: 'alice', body: 'Which bank?' });

    expect((await reply(token, id, 'Fio banka')).status).toBe(200);
    expect(await statusOf(id)).toBe('open');

    await runCommand(['answer-ticket', String(id), '--resolve', '--', 'Found', 'it.'], 'alice');
    expect(await statusOf(id)).toBe('resolved');
    await reply(token, id, 'Thanks, but one more thing');
    expect(await statusOf(id)).toBe('open');

    await runCommand(['ticket-status', String(id), 'resolved'], 'bob');
    expect(await statusOf(id)).toBe('resolved');

    const audit = await db().execute<{ operator: string; action: string }>(sql`SELECT operator, action FROM operator_audit ORDER BY id`);
    expect(audit.rows).toEqual([
      { operator: 'alice', action: 'answer-ticket' },
      { operator: 'alice', action: 'answer-ticket' },
      { operator: 'bob', action: 'ticket-status' },
    ]);
  });

  test('the queue lists VIP first; ticket shows the conversation; unknown tickets are usage errors', async () => {
    const { token: basic } = await customer({ plan: 'basic' });
    const { token: pro, user: proUser } = await customer({ plan: 'pro' });
    const basicId = await opened(basic);
    const vipId = await opened(pro, [png()]);

    const queue = await runCommand(['tickets'], 'alice');
    expect(queue).toHaveLength(2);
    expect(queue[0]).toMatch(new RegExp(`^#${vipId}\\s+vip\\s+open\\s+${proUser.email}`));
    expect(queue[1]).toMatch(new RegExp(`^#${basicId}\\s+support`));
    expect(await runCommand(['tickets', 'resolved'], 'alice')).toEqual(['no resolved tickets']);

    const conversation = (await runCommand(['ticket', String(vipId)], 'alice')).join('\n');
    expect(conversation).toContain('I sent 100 EUR on Monday.');
    expect(conversation).toContain('screen.png');
    await expect(runCommand(['answer-ticket', '999', '--', 'hello'], 'alice')).rejects.toThrow('no ticket 999');
    await expect(runCommand(['ticket-status', String(vipId), 'closed'], 'alice')).rejects.toThrow('open, waiting, resolved');
  });

  test('subject, posts, file names and a guest’s e-mail stored with terminal controls are printed escaped to the operator', async () => {
    const { token } = await customer({ plan: 'pro' });
    const id = await opened(token, [png()]);
    expect((await reply(token, id, 'Line one\r\nLine two')).status).toBe(200);
    await runCommand(['answer-ticket', String(id), '--', 'Which', 'bank?'], 'alice');
    // Written past the schema, as rows stored before it refused control characters.
    await db().execute(sql`UPDATE support_tickets SET subject = ${'Deposit\x1b[2J\u202emissing'} WHERE id = ${id}`);
    await db().execute(
      sql`UPDATE support_ticket_posts SET body = ${'I sent\x1b[1A\x1b[2K 100 EUR\nrefund\u009b8m now\x07'} WHERE ticket_id = ${id} AND author = 'customer' AND body LIKE 'I sent%'`,
    );
    await db().execute(sql`UPDATE support_ticket_attachments SET original_name = ${'scan\u202egnp.exe\x1b]8;;x\x07'}`);
    await storeGuestNote('guest\x1b[8m@example.com');
    const raw = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

    const queue = await runCommand(['tickets', 'all'], 'alice');
    expect(queue).toHaveLength(2);
    for (const line of queue) expect(line).not.toMatch(raw);
    expect(queue.join('\n')).toContain('"Deposit\\x1b[2J\\u202emissing"');
    expect(queue.join('\n')).toContain('guest guest\\x1b[8m@example.com');

    const conversation = await runCommand(['ticket', String(id)], 'alice');
    for (const line of conversation) expect(line).not.toMatch(raw);
    expect(conversation[0]).toMatch(/^#\d+ "Deposit\\x1b\[2J\\u202emissing" \(payments\) waiting, vip, /);
    expect(conversation).toEqual(
      expect.arrayContaining([
        'I sent\\x1b[1A\\x1b[2K 100 EUR',
        'refund\\x9b8m now\\x07',
        expect.stringMatching(/^ {2}\[attachment \d+: scan\\u202egnp\.exe\\x1b\]8;;x\\x07, \d+ bytes\]$/),
        'Line one',
        'Line two',
        'Which bank?',
      ]),
    );
  });

  test('an answer raises the customer’s unread broadcasts by one; opening the ticket lowers it again', async () => {
    const { user, token } = await customer();
    const id = await opened(token);
    const before = await unreadBroadcasts(user, token);

    await runCommand(['answer-ticket', String(id), '--', 'We', 'are', 'on', 'it.'], 'alice');
    expect(await unreadBroadcasts(user, token)).toBe(before + 1);

    signInAs(user);
    expect((await getTicketPage(String(id))).posts.map((post) => post.author)).toEqual(['customer', 'support']);
    expect(await unreadBroadcasts(user, token)).toBe(before);
  });

  test.each([
    [true, 1],
    [false, 0],
  ])('with "internal message received" %s, the answer e-mails the customer %i time(s)', async (wanted, mails) => {
    const { user, token } = await customer({ email: `notify-${String(wanted)}@example.com`, notifyInternalMessage: wanted });
    const id = await opened(token);

    await runCommand(['answer-ticket', String(id), '--', 'Your', 'deposit', 'arrived.'], 'alice');

    const outbox = await settledOutbox();
    const server = await smtp;
    expect(server.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(mails);
    expect(outbox.filter((row) => row.recipient === user.email)).toHaveLength(mails);
  });
});

describe('/jiranote guest notes', () => {
  const note = (email: string, ip = '203.0.113.30') =>
    callApi(postNote, 'public/v1/support-notes', {
      method: 'POST',
      body: { email, subject: 'Lost my phone', description: 'My authenticator was on it.' },
      headers: { 'x-kt-client-ip': ip },
    });

  test('a note from a customer’s address is tied to them, silently; an unknown address gets the same answer', async () => {
    const { user } = await customer({ email: 'owner@example.com' });
    const known = await note('Owner@Example.com');
    const unknown = await note('nobody@example.com');

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // The envelope's data is encrypted with a fresh salt each time: compared decrypted.
    expect([unknown.envelope.message, unknown.data]).toEqual([known.envelope.message, known.data]);
    const rows = await db().select().from(schema.supportTickets).orderBy(schema.supportTickets.id);
    expect(rows.map((row) => [row.guestEmail, row.userId])).toEqual([
      ['owner@example.com', user.id],
      ['nobody@example.com', null],
    ]);
  });

  test('a guest ticket stays out of the customer’s list; the answer is e-mailed to the guest', async () => {
    const { token } = await customer({ email: 'owner@example.com' });
    await note('owner@example.com');
    const [ticket] = await db().select().from(schema.supportTickets);
    expect((await callApi(listTickets, 'user/v1/tickets', { token })).data.items).toEqual([]);

    await runCommand(['answer-ticket', String(ticket!.id), '--', 'We', 'reset', 'your', '2FA.'], 'alice');

    expect((await settledOutbox()).map((row) => [row.recipient, row.purpose])).toEqual([['owner@example.com', 'support-answer']]);
    // The SMTP server serves the whole file: earlier tests' mail is there too.
    const mail = (await smtp).received.find((received) => received.to.includes('owner@example.com'));
    expect(mail!.text).toContain('We reset your 2FA.');
    expect(mail!.subject).toContain(`#${ticket!.id}`);
  });

  test('a note giving a pro customer’s address is queued at the support tier, and its answer does not carry their anti-phishing code', async () => {
    const { user, token } = await customer({ email: 'vip@example.com', plan: 'pro', antiPhishingCode: 'Falcon77' });
    const bellBefore = await unreadBroadcasts(user, token);
    expect((await note('VIP@example.com')).status).toBe(200);

    const [ticket] = await db().select().from(schema.supportTickets);
    expect(ticket).toMatchObject({ tier: 'support', guestEmail: 'vip@example.com', userId: user.id });
    expect(await runCommand(['tickets'], 'alice')).toEqual([
      expect.stringMatching(new RegExp(`^#${ticket!.id}\\s+support\\s+open\\s+guest vip@example.com`)),
    ]);

    await runCommand(['answer-ticket', String(ticket!.id), '--', 'Please', 'sign', 'in', 'to', 'continue.'], 'alice');

    const mail = (await smtp).received.find((received) => received.to.includes('vip@example.com'));
    expect(mail!.text).toContain('Please sign in to continue.');
    expect(mail!.text).not.toContain('Falcon77');
    expect(mail!.html).not.toContain('Falcon77');
    // Nothing reaches the customer's own account: not their list, not their bell.
    expect((await callApi(listTickets, 'user/v1/tickets', { token })).data.items).toEqual([]);
    expect(await unreadBroadcasts(user, token)).toBe(bellBefore);
  });

  test('notes are rate limited per address', async () => {
    for (let i = 0; i < 3; i++) expect((await note('flood@example.com', `203.0.113.${40 + i}`)).status).toBe(200);
    const refused = await note('flood@example.com', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(await db().$count(schema.supportTickets)).toBe(3);
  });

  test('notes are rate limited per IP', async () => {
    for (let i = 0; i < 10; i++) expect((await note(`person${i}@example.com`, '198.51.100.7')).status).toBe(200);
    expect((await note('one.more@example.com', '198.51.100.7')).status).toBe(429);
  });
});
