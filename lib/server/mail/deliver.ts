import 'server-only';
import { setImmediate } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { smsProvider } from './sms';
import type { RenderedEmail } from './templates';

const { outbox } = schema;

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (password-reset, failed-login, …): kept on the outbox row. */
  purpose: string;
  headers?: Record<string, string>;
}

export interface Sms {
  to: string;
  text: string;
  purpose: string;
}

export interface Delivery {
  outboxId: number;
  /** Settles once the transport is done; never rejects (a failure is logged and kept on the row). */
  settled: Promise<void>;
}

type Send = () => Promise<void>;

/**
 * Records the e-mail in the outbox and sends it over SMTP when SMTP_URL is set; without it the outbox row
 * is the only copy (demo). The caller waits for the row, not for the mail server: an answer must neither
 * hang on a slow server nor take measurably longer when a message goes out (forgot-password would then
 * tell registered addresses from unknown ones by its time).
 */
export async function sendEmail(email: Email): Promise<Delivery> {
  return deliver(
    { channel: 'email', recipient: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html, purpose: email.purpose },
    smtpSend(email),
  );
}

/** The SMTP hand-over of one e-mail, or null without SMTP_URL. */
function smtpSend(email: Email): Send | null {
  const transporter = smtpTransporter();
  return (
    transporter &&
    (async () => {
      await transporter.sendMail({ to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers });
    })
  );
}

/**
 * sendEmail when `wanted`, in one statement whether or not it is: an INSERT … WHERE that writes no row otherwise, so a
 * caller that must cost the same either way (a failed sign-in of a known or an unknown login) can say so.
 */
export async function sendEmailWhen(wanted: boolean, email: Email): Promise<void> {
  const { rows } = await db().execute<{ id: number }>(sql`
    INSERT INTO ${outbox} (channel, recipient, subject, text_body, html_body, purpose)
    SELECT 'email', ${email.to}, ${email.subject}, ${email.text}, ${email.html}, ${email.purpose} WHERE ${wanted}
    RETURNING id`);
  const send = smtpSend(email);
  if (rows[0] && send) void sendAndRecord(rows[0].id, send);
}

/**
 * Renders and sends the e-mails of one purpose that transactions queued as values (outbox.pending; see the table's
 * comment), oldest first, in batches until none is left; answers how many. Rows are claimed FOR UPDATE SKIP LOCKED, so
 * instances working the queue at once never render one twice, and a batch is written back in one statement. A row its
 * template cannot render keeps its values and gets the error, and is not tried again; the others go on.
 */
export async function deliverQueuedEmails(purpose: string, render: (pending: unknown) => RenderedEmail): Promise<number> {
  let delivered = 0;
  for (let batch = await deliverQueuedBatch(purpose, render); batch > 0; batch = await deliverQueuedBatch(purpose, render))
    delivered += batch;
  return delivered;
}

const QUEUED_BATCH = 200;
const SMTP_AT_ONCE = 10;
const RENDERS_AT_ONCE = 10;

async function deliverQueuedBatch(purpose: string, render: (pending: unknown) => RenderedEmail): Promise<number> {
  const rendered = await db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; pending: unknown }>(sql`
      SELECT id, pending FROM ${outbox} WHERE pending IS NOT NULL AND error IS NULL AND purpose = ${purpose}
      ORDER BY id LIMIT ${QUEUED_BATCH} FOR UPDATE SKIP LOCKED`);
    const emails: { id: number; email?: RenderedEmail; error?: string }[] = [];
    for (const [index, { id, pending }] of rows.entries()) {
      // A batch rendered in one go held the event loop for tens of milliseconds, which requests waited out (the p99
      // of transfers under load); the server answers between a few renders.
      if (index % RENDERS_AT_ONCE === RENDERS_AT_ONCE - 1) await setImmediate();
      try {
        emails.push({ id, email: render(pending) });
      } catch (error) {
        emails.push({ id, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (emails.length > 0) {
      const written = emails.map(({ id, email, error }) => ({
        id,
        error: error?.slice(0, 1000) ?? null,
        ...(email && { recipient: email.to, subject: email.subject, text: email.text, html: email.html }),
      }));
      await tx.execute(sql`
        UPDATE ${outbox} o SET recipient = coalesce(r.recipient, o.recipient), subject = r.subject, text_body = r.text,
          html_body = r.html, pending = CASE WHEN r.error IS NULL THEN NULL ELSE o.pending END, error = r.error
        FROM jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
          AS r(id bigint, recipient text, subject text, text text, html text, error text)
        WHERE o.id = r.id`);
    }
    return emails;
  });
  // A few SMTP conversations at a time: one after another, a batch would take a connection's latency per message.
  for (let start = 0; start < rendered.length; start += SMTP_AT_ONCE)
    await Promise.all(
      rendered.slice(start, start + SMTP_AT_ONCE).map(({ id, email, error }) => {
        if (error !== undefined) console.error(`[mail] outbox message ${id} (${purpose}) could not be rendered:`, error);
        const send = email && smtpSend({ ...email, purpose });
        return send && sendAndRecord(id, send);
      }),
    );
  return rendered.length;
}

/** Records the SMS in the outbox and hands it to the configured gateway, if there is one. */
export async function sendSms(sms: Sms): Promise<Delivery> {
  const provider = smsProvider();
  return deliver(
    { channel: 'sms', recipient: sms.to, textBody: sms.text, purpose: sms.purpose },
    provider && (() => provider.send(sms.to, sms.text)),
  );
}

async function deliver(row: typeof outbox.$inferInsert, send: Send | null): Promise<Delivery> {
  const [created] = await db().insert(outbox).values(row).returning({ id: outbox.id });
  if (!created) throw new Error('outbox insert returned no row');
  return { outboxId: created.id, settled: send ? sendAndRecord(created.id, send) : Promise.resolve() };
}

async function sendAndRecord(outboxId: number, send: Send): Promise<void> {
  try {
    await send();
    await db()
      .update(outbox)
      .set({ sentAt: sql`now()` })
      .where(eq(outbox.id, outboxId));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mail] outbox message ${outboxId} was not delivered:`, reason);
    await db()
      .update(outbox)
      .set({ error: reason.slice(0, 1000) })
      .where(eq(outbox.id, outboxId))
      .catch((dbError: unknown) => console.error(`[mail] could not record the failure of outbox message ${outboxId}:`, dbError));
  }
}

let transporter: Transporter | undefined;

function smtpTransporter(): Transporter | null {
  const { SMTP_URL: url, MAIL_FROM: from } = env();
  if (!url) return null;
  // Bounded waits: a mail server that accepts the connection and then stalls must not keep the socket
  // (and the outbox row's outcome) open for nodemailer's default of minutes.
  transporter ??= nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from });
  return transporter;
}
