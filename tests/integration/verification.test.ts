import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as download } from '@/app/api/user/v1/documents/[id]/route';
import { POST as upload } from '@/app/api/user/v1/documents/route';
import { db, schema } from '@/lib/server/db';
import { CUSTOMER_FILE_QUOTA_BYTES } from '@/lib/server/files/quota';
import { translatorFor } from '@/lib/server/i18n/translate';
import { runCommand } from '@/lib/server/ops/registry';
import { approveDocument, refuseDocument } from '@/lib/server/verification/review';
import { documentsOf } from '@/lib/server/verification/documents';
import { MAX_DOCUMENT_BYTES } from '@/lib/terms/verification';
import { callApi } from '../support/api';
import { bellIn, createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import { storedNames, storeFileOf } from '../support/stored-files';

beforeEach(resetDatabase);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface UploadOptions {
  kind?: string;
  documentType?: string;
  type?: string;
  filename?: string;
}

function postDocument(
  token: string,
  bytes: Buffer,
  { kind = 'identity', documentType = 'passport', type = 'application/pdf', filename = 'passport.pdf' }: UploadOptions = {},
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('documentType', documentType);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return callApi(upload, 'user/v1/documents', { method: 'POST', token, body: form });
}

function getDocument(id: number, token: string): Promise<Response> {
  const request = new NextRequest(`http://localhost:3000/api/user/v1/documents/${id}`, {
    headers: { host: 'localhost:3000', accesstoken: `Bearer ${token}` },
  });
  return download(request, { params: Promise.resolve({ id: String(id) }) });
}

async function customer(level = 1, overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ verificationLevel: level, ...overrides });
  return { user, token: await signIn(user) };
}

const levelOf = async (userId: number) =>
  (await db().select({ level: schema.users.verificationLevel }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.level;
const broadcastsOf = async (userId: number) =>
  db().select().from(schema.broadcasts).where(eq(schema.broadcasts.toId, userId)).orderBy(schema.broadcasts.id);
// A review as an operator command runs it: in a transaction of its own (audited by the registry, not here).
const approve = (id: number, operator: string) => db().transaction((tx) => approveDocument(tx, id, operator));
const refuse = (id: number, operator: string, reason: string) => db().transaction((tx) => refuseDocument(tx, id, operator, reason));

const auditRows = async () =>
  (
    await db().execute<{ operator: string; action: string; user_id: string; details: Record<string, any> }>(
      sql`SELECT operator, action, user_id, details FROM operator_audit ORDER BY id`,
    )
  ).rows;
const answerOf = (result: { status: number; envelope: { message: string } }) => ({
  status: result.status,
  message: result.envelope.message,
});

async function uploaded(token: string, options: UploadOptions = {}, bytes = PDF): Promise<number> {
  const result = await postDocument(token, bytes, options);
  expect(result.status).toBe(200);
  return result.data.id as number;
}

describe('POST user/v1/documents', () => {
  test('a PDF is stored as sent under a random name and listed as pending, with its original name as text only', async () => {
    const { user, token } = await customer();

    const result = await postDocument(token, PDF, { filename: 'C:\\Users\\ada\\scans/../my passport.pdf' });

    expect(result.status).toBe(200);
    expect(result.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const [row] = await db().select().from(schema.kycDocuments).where(eq(schema.kycDocuments.userId, user.id));
    expect(row).toMatchObject({
      kind: 'identity',
      documentType: 'passport',
      originalName: 'my passport.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      status: 'pending',
    });
    expect(row!.storedName).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedNames('kyc')).toEqual([row!.storedName]);
    expect(await documentsOf(user.id)).toEqual([
      expect.objectContaining({
        id: row!.id,
        status: 'pending',
        originalName: 'my passport.pdf',
        downloadUrl: `/api/user/v1/documents/${row!.id}`,
      }),
    ]);
  });

  test('JPEG and PNG photos are accepted too; a long name is cut to 120 characters', async () => {
    const { user, token } = await customer();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
    await uploaded(token, { kind: 'address', documentType: 'utility_bill', type: 'image/jpeg', filename: `${'x'.repeat(200)}.jpg` }, jpeg);
    await uploaded(token, { kind: 'address', documentType: 'bank_statement', type: 'image/png', filename: 'statement.png' }, PNG);
    const documents = await documentsOf(user.id);
    expect(documents.map((document) => document.documentType)).toEqual(['bank_statement', 'utility_bill']);
    expect(documents[1]!.originalName).toHaveLength(120);
  });

  test.each([
    { what: 'a PNG disguised as a PDF', bytes: PNG, type: 'application/pdf', filename: 'passport.pdf' },
    { what: 'an EXE renamed .pdf', bytes: EXE, type: 'application/pdf', filename: 'passport.pdf' },
    { what: 'an EXE', bytes: EXE, type: 'application/x-msdownload', filename: 'setup.exe' },
    { what: 'an empty file', bytes: Buffer.alloc(0), type: 'application/pdf', filename: 'empty.pdf' },
    { what: 'an HTML page', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: '', filename: 'page.html' },
  ])('$what → 422, nothing stored', async ({ bytes, type, filename }) => {
    const { user, token } = await customer();
    expect(answerOf(await postDocument(token, bytes, { type, filename }))).toEqual({
      status: 422,
      message: messageText('en', 'verification.errors.documentType'),
    });
    expect(await documentsOf(user.id)).toEqual([]);
    expect(await storedNames('kyc')).toEqual([]);
  });

  test('a file over 10 MB → 413, nothing stored', async () => {
    const { user, token } = await customer();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(answerOf(await postDocument(token, big))).toEqual({
      status: 413,
      message: messageText('en', 'verification.errors.documentTooLarge'),
    });
    expect(await documentsOf(user.id)).toEqual([]);
    expect(await storedNames('kyc')).toEqual([]);
  });

  test('a customer at level 0 is asked to complete the profile first (403)', async () => {
    const { user, token } = await customer(0);
    expect(answerOf(await postDocument(token, PDF))).toEqual({
      status: 403,
      message: messageText('en', 'verification.errors.profileFirst'),
    });
    expect(await documentsOf(user.id)).toEqual([]);
  });

  test('a document type of the other kind, or no file, is refused on its field', async () => {
    const { token } = await customer();
    const wrongKind = await postDocument(token, PDF, { kind: 'identity', documentType: 'utility_bill' });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.data.fieldErrors).toEqual({ documentType: messageText('en', 'verification.validation.typeOfKind') });

    const form = new FormData();
    form.append('kind', 'identity');
    form.append('documentType', 'passport');
    expect(answerOf(await callApi(upload, 'user/v1/documents', { method: 'POST', token, body: form }))).toEqual({
      status: 422,
      message: messageText('en', 'verification.errors.documentMissing'),
    });
  });

  test('a fourth pending document of one kind → 409; the other kind still goes; a reviewed one frees a place', async () => {
    const { token } = await customer();
    const ids = [await uploaded(token), await uploaded(token), await uploaded(token)];

    const fourth = await postDocument(token, PDF);
    expect(fourth.status).toBe(409);
    expect(fourth.envelope.message).toBe(messageText('en', 'verification.errors.documentPending').replace('{max}', '3'));
    expect(await storedNames('kyc')).toHaveLength(3);

    await uploaded(token, { kind: 'address', documentType: 'utility_bill' });
    await refuse(ids[0]!, 'op', 'blurred');
    await uploaded(token);
  });

  test('a document that would take the customer past the storage quota (ticket attachments count too) → 422, nothing stored', async () => {
    const { user, token } = await customer();
    const id = await uploaded(token);
    // A ticket of theirs whose files leave room for exactly one more of these documents.
    const [ticket] = await db()
      .insert(schema.supportTickets)
      .values({ userId: user.id, category: 'verification', subject: 'Scans', tier: 'support' })
      .returning();
    const [post] = await db()
      .insert(schema.supportTicketPosts)
      .values({ ticketId: ticket!.id, author: 'customer', body: 'Here' })
      .returning();
    await db()
      .insert(schema.supportTicketAttachments)
      .values({
        postId: post!.id,
        storedName: 'f'.repeat(32),
        mimeType: 'application/pdf',
        sizeBytes: CUSTOMER_FILE_QUOTA_BYTES - 2 * PDF.length,
        originalName: 'scans.pdf',
      });
    await storeFileOf(user.id, 'support', 'f'.repeat(32), CUSTOMER_FILE_QUOTA_BYTES - 2 * PDF.length);
    const last = await uploaded(token, { kind: 'address', documentType: 'utility_bill' });

    expect(answerOf(await postDocument(token, PDF, { kind: 'address', documentType: 'bank_statement' }))).toEqual({
      status: 422,
      message: translatorFor('en')('errors.storageFull', { max: CUSTOMER_FILE_QUOTA_BYTES / (1024 * 1024) }),
    });
    expect((await documentsOf(user.id)).map((document) => document.id)).toEqual([last, id]);
    expect(await storedNames('kyc')).toHaveLength(2);
  });

  test('four uploads at once: three are stored, one is refused', async () => {
    const { token } = await customer();
    const results = await Promise.all([1, 2, 3, 4].map(() => postDocument(token, PDF)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 409]);
    expect(await storedNames('kyc')).toHaveLength(3);
  });
});

describe('GET user/v1/documents/{id}', () => {
  test('the owner downloads the very bytes, as an attachment that is never sniffed; another customer gets 404', async () => {
    const { token } = await customer();
    const other = await customer();
    const id = await uploaded(token, { filename: 'pas "ověřený".pdf' });

    const own = await getDocument(id, token);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="pas _ov__en__.pdf"; filename*=UTF-8''${encodeURIComponent('pas "ověřený".pdf')}`,
    );

    const foreign = await getDocument(id, other.token);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('%PDF');
    expect((await getDocument(id + 1000, token)).status).toBe(404);
  });

  test('a document an older version kept on disk is downloadable once import-files copies it in, and copied once', async () => {
    const { user, token } = await customer();
    const storedName = randomBytes(16).toString('hex');
    const folder = mkdtempSync(path.join(tmpdir(), 'kyc-'));
    try {
      writeFileSync(path.join(folder, storedName), PDF);
      writeFileSync(path.join(folder, 'notes.txt'), 'not an upload');
      const [row] = await db()
        .insert(schema.kycDocuments)
        .values({
          userId: user.id,
          kind: 'identity',
          documentType: 'passport',
          storedName,
          originalName: 'passport.pdf',
          mimeType: 'application/pdf',
          sizeBytes: PDF.length,
        })
        .returning({ id: schema.kycDocuments.id });
      expect((await getDocument(row!.id, token)).status).toBe(404);

      expect(await runCommand(['import-files', 'kyc', folder], 'alice')).toEqual(['kyc: imported 1 files, 0 were there already']);
      const own = await getDocument(row!.id, token);
      expect([own.status, Buffer.from(await own.arrayBuffer()).equals(PDF)]).toEqual([200, true]);
      expect(await storedNames('kyc')).toEqual([storedName]);

      expect(await runCommand(['import-files', 'kyc', folder], 'alice')).toEqual(['kyc: imported 0 files, 1 were there already']);
      await expect(runCommand(['import-files', 'passports', folder], 'alice')).rejects.toThrow(
        /the store must be one of avatars, kyc, support/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('review', () => {
  test('approving an identity document raises level 1 to 2, tells the customer in the bell and is audited', async () => {
    const { user, token } = await customer();
    const id = await uploaded(token);

    expect(await runCommand(['approve-document', String(id)], 'alice')).toEqual([`document ${id} of ${user.email} approved; level 1 → 2`]);

    expect(await levelOf(user.id)).toBe(2);
    const [row] = await db().select().from(schema.kycDocuments).where(eq(schema.kycDocuments.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: 'alice', refusalReason: null });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    expect(await broadcastsOf(user.id)).toMatchObject([{ toSend: 'User', notice: 'documentApproved' }]);
    expect(await bellIn(user.id)).toEqual([
      {
        title: messageText('en', 'verification.broadcast.approvedTitle'),
        message: 'Your Passport has been approved. Your verification level is now 2.',
      },
    ]);
    expect(await auditRows()).toEqual([
      {
        operator: 'alice',
        action: 'approve-document',
        user_id: String(user.id),
        details: {
          arguments: { id: String(id) },
          outcome: { document: id, kind: 'identity', documentType: 'passport', levelBefore: 1, levelAfter: 2 },
        },
      },
    ]);
  });

  test('the notice reads in the language of whoever reads it, not the one the customer had when it was written', async () => {
    const { user, token } = await customer(1, { language: 'en' });
    await approve(await uploaded(token), 'alice');
    const [notice] = await bellIn(user.id, 'cs');
    expect(notice!.title).toBe(messageText('cs', 'verification.broadcast.approvedTitle'));
  });

  test('a refusal keeps the level, and the customer reads the reason on the list and in the bell', async () => {
    const { user, token } = await customer();
    const id = await uploaded(token);

    await runCommand(['refuse-document', String(id), 'The', 'photo', 'is', 'blurred'], 'bob');

    expect(await levelOf(user.id)).toBe(1);
    expect(await documentsOf(user.id)).toEqual([expect.objectContaining({ id, status: 'refused', refusalReason: 'The photo is blurred' })]);
    const [notice] = await bellIn(user.id);
    expect(notice!.title).toBe(messageText('en', 'verification.broadcast.refusedTitle'));
    expect(notice!.message).toContain('The photo is blurred');
    expect((await auditRows()).map((row) => [row.action, row.details.arguments.reason])).toEqual([
      ['refuse-document', 'The photo is blurred'],
    ]);
  });

  test('an address approved at level 1 keeps level 1; the identity approved later lifts it straight to 3', async () => {
    const { user, token } = await customer();
    const address = await uploaded(token, { kind: 'address', documentType: 'residence_certificate' });
    const identity = await uploaded(token, { documentType: 'id_card' });

    expect((await approve(address, 'op')).levelAfter).toBe(1);
    expect(await levelOf(user.id)).toBe(1);
    expect((await approve(identity, 'op')).levelAfter).toBe(3);
    expect(await levelOf(user.id)).toBe(3);
  });

  test('identity and address approved at once by two operators: level 3 whichever commits first', async () => {
    const { user, token } = await customer();
    const address = await uploaded(token, { kind: 'address', documentType: 'utility_bill' });
    const identity = await uploaded(token);
    await Promise.all([approve(address, 'one'), approve(identity, 'two')]);
    expect(await levelOf(user.id)).toBe(3);
  });

  test('a migrated account stays at level 5; a level set higher by the operator is never lowered', async () => {
    const migrated = await customer(5);
    await approve(await uploaded(migrated.token), 'op');
    expect(await levelOf(migrated.user.id)).toBe(5);

    const high = await customer(3);
    await approve(await uploaded(high.token), 'op');
    expect(await levelOf(high.user.id)).toBe(3);
  });

  test('only a pending document is reviewed, once', async () => {
    const { token } = await customer();
    const id = await uploaded(token);
    await approve(id, 'op');
    await expect(approve(id, 'op')).rejects.toThrow(`document ${id} is approved, not pending`);
    await expect(refuse(id, 'op', 'late')).rejects.toThrow(`document ${id} is approved, not pending`);
    await expect(approve(id + 1000, 'op')).rejects.toThrow(`no document ${id + 1000}`);
  });
});

describe('ops commands', () => {
  const ops = (...argv: string[]) => runCommand(argv, 'test-operator');

  test('documents lists the pending ones, or one customer’s; approve-document and refuse-document review them, audited', async () => {
    const ada = await customer(1, { email: 'ada@example.test' });
    const bob = await customer(1, { email: 'bob@example.test' });
    const adaId = await uploaded(ada.token);
    const bobId = await uploaded(bob.token, { kind: 'address', documentType: 'bank_statement' });

    const pending = await ops('documents');
    expect(pending).toEqual([
      expect.stringMatching(new RegExp(`^${adaId}  ada@example\\.test  identity  passport  pending  \\d{4}-\\d\\d-\\d\\dT`)),
      expect.stringMatching(new RegExp(`^${bobId}  bob@example\\.test  address  bank_statement  pending  `)),
    ]);

    expect(await ops('approve-document', String(adaId))).toEqual([`document ${adaId} of ada@example.test approved; level 1 → 2`]);
    expect(await ops('refuse-document', String(bobId), 'Older', 'than', 'three', 'months')).toEqual([
      `document ${bobId} of bob@example.test refused; level stays 1`,
    ]);
    expect(await ops('documents')).toEqual(['no documents waiting for review']);
    expect(await ops('documents', 'bob@example.test')).toEqual([
      expect.stringMatching(
        new RegExp(`^${bobId}  bob@example\\.test  address  bank_statement  refused  .*  reason: Older than three months$`),
      ),
    ]);
    expect((await auditRows()).map((row) => [row.operator, row.action])).toEqual([
      ['test-operator', 'approve-document'],
      ['test-operator', 'refuse-document'],
    ]);
  });

  test('a document that is not pending, not there, or a refusal without a reason is refused and changes nothing', async () => {
    const { token } = await customer(1, { email: 'cy@example.test' });
    const id = await uploaded(token);
    await expect(ops('refuse-document', String(id))).rejects.toThrow('give the reason the customer will read');
    await ops('approve-document', String(id));
    await expect(ops('approve-document', String(id))).rejects.toThrow(`document ${id} is approved, not pending`);
    await expect(ops('refuse-document', String(id), 'too', 'late')).rejects.toThrow(`document ${id} is approved, not pending`);
    await expect(ops('approve-document', 'abc')).rejects.toThrow('name the document by its number');
    await expect(ops('documents', 'nobody@example.test')).rejects.toThrow('no customer with the e-mail nobody@example.test');
    expect((await auditRows()).map((row) => row.action)).toEqual(['approve-document']);
  });

  test('npm run ops approves outside Next (the broadcast’s translation loads there too) and exits 2 on a reviewed one', async () => {
    const { user, token } = await customer(1, { email: 'cli-doc@example.test' });
    const id = await uploaded(token);
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['scripts/ops.mjs', 'approve-document', String(id)], {
      env: { ...process.env, OPERATOR: 'cli-test' },
    });
    expect(stdout).toBe(`document ${id} of cli-doc@example.test approved; level 1 → 2\n`);
    expect(await levelOf(user.id)).toBe(2);
    // The sandbox's environment names this worker's database; a child given none would get the template's.
    await expect(run(process.execPath, ['scripts/ops.mjs', 'approve-document', String(id)], { env: process.env })).rejects.toMatchObject({
      code: 2,
      stderr: `document ${id} is approved, not pending\n`,
    });
  }, 60_000);
});
