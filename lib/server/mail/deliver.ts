import 'server-only';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { db, schema } from '@/lib/server/db';
import { smsProvider } from './sms';

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
