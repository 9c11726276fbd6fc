import { GET as viewUser } from '@/app/api/user/v1/viewuser/[u_id]/route';
import { POST as login } from '@/app/api/user/v1/login/route';
import { callApi } from '../support/api';
import { createUser, resetDatabase, TEST_PASSWORD } from '../support/db';

beforeEach(resetDatabase);

test('viewuser returns the signed-in user record, decrypted from the envelope', async () => {
  const user = await createUser({ firstName: 'Ada', lastName: 'Lovelace' });
  const signIn = await callApi(login, 'user/v1/login', { method: 'POST', body: { login: user.email, password: TEST_PASSWORD } });
  expect(signIn.status).toBe(200);
  const result = await callApi(viewUser, `user/v1/viewuser/${user.id}`, { params: { u_id: String(user.id) }, token: signIn.data.accesstoken });
  expect(result.status).toBe(200);
  expect(result.envelope.code).toBe('200');
  expect(result.data).toMatchObject({ u_id: user.id, full_name: 'Ada Lovelace', auth_enabled: 'false' });
  expect(JSON.stringify(result.data)).not.toContain('argon2');
});
