import { countUsers, createUser, resetDatabase } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { postLogin, postRegister } from '../support/session';

beforeEach(resetDatabase);

const PASSWORD = 'a sound passphrase';
const valid = { email: 'New.Customer@Example.TEST', password: PASSWORD, confirmPassword: PASSWORD, profileType: 'corporate' };

describe('POST user/v1/register', () => {
  test('creates the account and an active session that viewuser accepts', async () => {
    const result = await postRegister(valid);

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ u_id: expect.any(Number), accesstoken: expect.any(String) });
    const me = await callLegacy(VIEW_USER_CALL, result.data.u_id, { token: result.data.accesstoken });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({
      u_id: result.data.u_id,
      email: 'new.customer@example.test',
      profile_type: 'corporate',
      plan: 'basic',
      auth_enabled: 'false',
    });
    expect(result.response.headers.get('set-cookie')).toContain(`kt_session=${result.data.accesstoken}`);
  });

  test('the chosen plan is kept and the password signs in afterwards', async () => {
    const created = await postRegister({ ...valid, plan: 'pro' });
    const me = await callLegacy(VIEW_USER_CALL, created.data.u_id, { token: created.data.accesstoken });
    expect(me.data).toMatchObject({ plan: 'pro' });

    const signIn = await postLogin({ login: 'new.customer@example.test', password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.data.u_id).toBe(created.data.u_id);
  });

  test('an e-mail already registered in another letter case → 409 and no second account', async () => {
    const existing = await createUser({ email: 'new.customer@example.test' });

    const result = await postRegister(valid);

    expect(result.status).toBe(409);
    expect(result.envelope.message).toBe(messageText('en', 'errors.emailTaken'));
    expect(result.data).toBeNull();
    expect(await countUsers()).toBe(1);
    expect((await postLogin({ login: existing.email, password: PASSWORD })).status).toBe(401);
  });

  test.each([
    ['a confirmation that differs', { confirmPassword: 'something else' }, 'confirmPassword', 'validation.passwordMismatch'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'password', 'validation.passwordLength'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'validation.email'],
    ['an unknown profile type', { profileType: 'admin' }, 'profileType', 'validation.profileType'],
    ['an unknown plan', { plan: 'platinum' }, 'plan', 'validation.plan'],
  ])('%s → 422 with the field error, and nothing created', async (_label, change, field, key) => {
    const result = await postRegister({ ...valid, ...change });

    expect(result.status).toBe(422);
    expect(result.envelope.message).toBe(messageText('en', 'errors.validationFailed'));
    expect(result.data.fieldErrors).toMatchObject({ [field]: messageText('en', key) });
    expect(result.data).not.toHaveProperty('accesstoken');
    expect(await countUsers()).toBe(0);
  });
});
