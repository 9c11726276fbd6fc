import { createUser, resetDatabase } from '../support/db';
import { closedPort, settledOutbox, useSmtpUrl } from '../support/mail';
import { messageText } from '../support/messages';
import { postForgot } from '../support/recovery';
import { postLogin } from '../support/session';

/** A mail server that is down: the customer still gets the normal answer, the outbox keeps the error. */

let port: number;
beforeAll(async () => {
  port = await closedPort();
});
useSmtpUrl(() => `smtp://127.0.0.1:${port}`);
let logged: jest.SpyInstance;
beforeEach(async () => {
  await resetDatabase();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

test.each([
  ['forgot password', 'password-reset', (email: string) => postForgot({ email }), 200, 'errors.success'],
  [
    'a wrong password',
    'failed-login',
    (email: string) => postLogin({ login: email, password: 'not the password' }),
    401,
    'errors.invalidCredentials',
  ],
])('%s with SMTP down: the usual answer, and the outbox row records the error', async (_label, purpose, call, status, messageKey) => {
  const user = await createUser();

  const result = await call(user.email);

  expect({ status: result.status, message: result.envelope.message }).toEqual({ status, message: messageText('en', messageKey) });
  const rows = await settledOutbox();
  expect(rows).toEqual([
    expect.objectContaining({ purpose, recipient: user.email, sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) }),
  ]);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('[mail]'), expect.stringMatching(/ECONNREFUSED/));
});
