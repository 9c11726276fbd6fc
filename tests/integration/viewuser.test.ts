import { GET as viewUser } from '@/app/api/user/v1/viewuser/[u_id]/route';
import { POST as login } from '@/app/api/user/v1/login/route';
import { callApi } from '../support/api';
import { createUser, resetDatabase, TEST_PASSWORD, updateUser } from '../support/db';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

test('viewuser returns the signed-in user record, decrypted from the envelope', async () => {
  const user = await createUser({ firstName: 'Ada', lastName: 'Lovelace' });
  const signIn = await callApi(login, 'user/v1/login', { method: 'POST', body: { login: user.email, password: TEST_PASSWORD } });
  expect(signIn.status).toBe(200);
  const result = await callApi(viewUser, `user/v1/viewuser/${user.id}`, {
    params: { u_id: String(user.id) },
    token: signIn.data.accesstoken,
  });
  expect(result.status).toBe(200);
  expect(result.envelope.code).toBe('200');
  expect(result.data).toMatchObject({ u_id: user.id, full_name: 'Ada Lovelace', auth_enabled: 'false' });
  expect(JSON.stringify(result.data)).not.toContain('argon2');
});

test.each([
  [
    { oldLevelNumber: 0, authEnabled: false },
    { old_level_number: 0, auth_enabled: 'false' },
  ],
  [
    { oldLevelNumber: 5, authEnabled: false },
    { old_level_number: 5, auth_enabled: 'false' },
  ],
  [
    { oldLevelNumber: 2, authEnabled: true },
    { old_level_number: 2, auth_enabled: 'true' },
  ],
])('viewuser answers the fields of spec section 3 for %j, auth_enabled as a string', async (stored, expected) => {
  const createdAt = new Date('2023-03-04T05:06:07.000Z');
  const user = await createUser({ ...stored, createdAt, phone: '+421901234567', companyName: 'Acme s.r.o.' });
  // An authenticator-protected account is not signed in by password alone: open its session directly.
  await updateUser(user.id, { authEnabled: false });
  const token = await signIn(user);
  await updateUser(user.id, { authEnabled: stored.authEnabled });

  const result = await callApi(viewUser, `user/v1/viewuser/${user.id}`, { params: { u_id: String(user.id) }, token });

  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({
    ...expected,
    u_id: user.id,
    email: user.email,
    phone: '+421901234567',
    company_name: 'Acme s.r.o.',
    profile_type: 'personal',
    created_datetime: createdAt.toISOString(),
    last_login: { date: expect.any(String), ip: expect.any(String) },
  });
  const text = JSON.stringify(result.data);
  expect(text).not.toMatch(/password|argon2|token/i);
});
