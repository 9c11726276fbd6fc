import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { isNotNull, or } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { db, schema } from '@/lib/server/db';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message's own header fields, names in lower case (List-Unsubscribe, …). */
  headers: Record<string, string>;
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping every message it accepts, parsed. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS and refuse the self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ ...parseMessage(Buffer.concat(chunks).toString('latin1')), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first `count` messages, once that many arrived (fails after a while rather than hanging). */
    async mails(count: number): Promise<ReceivedMail[]> {
      await waitUntil(() => received.length >= count, `${count} e-mail(s) at the SMTP server, got ${received.length}`);
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * SMTP_URL for this test file only. lib/env.ts reads the environment once per module registry, i.e. once
 * per test file, so this must run (in beforeAll) before the file's first call into the app.
 */
export function useSmtpUrl(url: () => string) {
  beforeAll(() => {
    process.env.SMTP_URL = url();
  });
  afterAll(() => {
    delete process.env.SMTP_URL;
  });
}

/**
 * One SMTP server for a test file, emptied before each test, with SMTP_URL pointing at it (set before the file's first
 * call into the app, as useSmtpUrl says); the getter reads it inside a test.
 */
export function smtpServerForFile() {
  const holder: { server?: Awaited<ReturnType<typeof startSmtpServer>> } = {};
  beforeAll(async () => {
    holder.server = await startSmtpServer();
    process.env.SMTP_URL = holder.server.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await holder.server?.close();
  });
  beforeEach(() => {
    holder.server?.received.splice(0);
  });
  return () => holder.server!;
}

/** Every outbox row once its transport is done (sent_at or error set): nothing still in flight. */
export async function settledOutbox() {
  const { outbox } = schema;
  await waitUntil(async () => {
    const all = await db().$count(outbox);
    return all === (await db().$count(outbox, or(isNotNull(outbox.sentAt), isNotNull(outbox.error))));
  }, 'every outbox row sent or failed');
  return db().select().from(outbox).orderBy(outbox.id);
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The subject, text part and HTML part of a MIME message as nodemailer writes it (quoted-printable or base64). */
export function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitEntity(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const entity of entities) {
    const type = (entity.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
    parts[type] = decodeBody(entity.body, entity.headers['content-transfer-encoding'] ?? '7bit');
  }
  return { subject: decodeWords(headers.subject ?? ''), text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '', headers };
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

const latin1ToUtf8 = (binary: string) => Buffer.from(binary, 'latin1').toString('utf8');
const quotedPrintable = (value: string) =>
  value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\r?\n$/, '');
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(trimmed.replace(/\s/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return latin1ToUtf8(quotedPrintable(trimmed)).replace(/\r\n/g, '\n');
    default:
      return latin1ToUtf8(trimmed).replace(/\r\n/g, '\n');
  }
}

/** RFC 2047 encoded words; adjacent ones are joined as bytes, since a character may span two. */
function decodeWords(value: string): string {
  return value.replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi)].map(([, encoding, data]) =>
      encoding!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : Buffer.from(quotedPrintable(data!.replace(/_/g, ' ')), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}
