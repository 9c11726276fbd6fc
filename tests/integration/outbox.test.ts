import { db, schema } from '@/lib/server/db';
import { sendEmail, sendSms } from '@/lib/server/mail/deliver';
import { createUser, resetDatabase } from '../support/db';
import { postForgot } from '../support/recovery';

/** Without SMTP_URL (the demo) nothing leaves the server: the outbox row is the message. */

beforeEach(() => resetDatabase());

const outboxRows = () => db().select().from(schema.outbox).orderBy(schema.outbox.id);

test('e-mail and SMS are kept in the outbox, neither sent nor failed', async () => {
  const email = await sendEmail({ to: 'ada@example.test', subject: 'Hello', text: 'Text part', html: '<p>HTML part</p>', purpose: 'test' });
  const sms = await sendSms({ to: '+420601234567', text: 'Code 123456', purpose: 'test' });
  await Promise.all([email.settled, sms.settled]);

  expect(await outboxRows()).toEqual([
    expect.objectContaining({
      id: email.outboxId,
      channel: 'email',
      recipient: 'ada@example.test',
      subject: 'Hello',
      textBody: 'Text part',
      htmlBody: '<p>HTML part</p>',
      sentAt: null,
      error: null,
    }),
    expect.objectContaining({
      id: sms.outboxId,
      channel: 'sms',
      recipient: '+420601234567',
      subject: null,
      textBody: 'Code 123456',
      sentAt: null,
      error: null,
    }),
  ]);
});

test('forgot password writes the reset e-mail to the outbox', async () => {
  const user = await createUser();

  expect((await postForgot({ email: user.email })).status).toBe(200);

  expect(await outboxRows()).toEqual([
    expect.objectContaining({
      recipient: user.email,
      purpose: 'password-reset',
      textBody: expect.stringContaining('/forgetchangepassword/'),
    }),
  ]);
});
