import { eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { deliverQueuedEmails } from '@/lib/server/mail';
import { resetDatabase } from '../support/db';
import { smtpServerForFile } from '../support/mail';

/** E-mails a transaction queued as values (outbox.pending), rendered and sent afterwards by a domain's job. */

const smtp = smtpServerForFile();
let logged: jest.SpyInstance;
beforeEach(async () => {
  await resetDatabase();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

const queue = (purpose: string, pending: object) =>
  db().execute(
    sql`INSERT INTO outbox (channel, recipient, purpose, pending) VALUES ('email', 'queued@example.test', ${purpose}, ${JSON.stringify(pending)}::jsonb)`,
  );

/** A template of the test's own: `{name}` greets, anything else cannot be rendered. */
const greeting = (pending: unknown) => {
  const { name } = pending as { name?: string };
  if (!name) throw new Error('no name to greet');
  return { to: `${name.toLowerCase()}@example.test`, subject: `Hello ${name}`, text: `Hi ${name}`, html: `<p>Hi ${name}</p>` };
};

test('queued e-mails are rendered, sent over SMTP and recorded; one the template cannot render keeps its error and is not tried again', async () => {
  for (const name of ['Ada', 'Bob', '', 'Cy']) await queue('greeting', { name });
  await queue('other-purpose', { name: 'Dan' });

  expect(await deliverQueuedEmails('greeting', greeting)).toBe(4);

  const mails = await smtp().mails(3);
  expect(mails.map((mail) => [mail.to, mail.subject, mail.text.trim()])).toEqual([
    [['ada@example.test'], 'Hello Ada', 'Hi Ada'],
    [['bob@example.test'], 'Hello Bob', 'Hi Bob'],
    [['cy@example.test'], 'Hello Cy', 'Hi Cy'],
  ]);
  const rows = await db().select().from(schema.outbox).where(eq(schema.outbox.purpose, 'greeting')).orderBy(schema.outbox.id);
  expect(
    rows.map(({ recipient, subject, textBody, pending, sentAt, error }) => ({
      recipient,
      subject,
      textBody,
      pending,
      sent: !!sentAt,
      error,
    })),
  ).toEqual([
    { recipient: 'ada@example.test', subject: 'Hello Ada', textBody: 'Hi Ada', pending: null, sent: true, error: null },
    { recipient: 'bob@example.test', subject: 'Hello Bob', textBody: 'Hi Bob', pending: null, sent: true, error: null },
    { recipient: 'queued@example.test', subject: null, textBody: null, pending: { name: '' }, sent: false, error: 'no name to greet' },
    { recipient: 'cy@example.test', subject: 'Hello Cy', textBody: 'Hi Cy', pending: null, sent: true, error: null },
  ]);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not be rendered'), 'no name to greet');

  expect(await deliverQueuedEmails('greeting', greeting)).toBe(0);
  expect(smtp().received).toHaveLength(3);
});

test('instances working the queue at once render and send each e-mail once, in batches past the first', async () => {
  await db().execute(sql`
    INSERT INTO outbox (channel, recipient, purpose, pending)
    SELECT 'email', 'queued@example.test', 'greeting', jsonb_build_object('name', 'N' || i) FROM generate_series(1, 250) AS i`);

  const counts = await Promise.all([deliverQueuedEmails('greeting', greeting), deliverQueuedEmails('greeting', greeting)]);

  expect(counts[0]! + counts[1]!).toBe(250);
  const mails = await smtp().mails(250);
  expect(new Set(mails.map((mail) => mail.subject)).size).toBe(250);
  expect(await db().$count(schema.outbox, sql`pending IS NULL AND sent_at IS NOT NULL`)).toBe(250);
}, 20_000);
