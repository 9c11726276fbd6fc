import { POST as login } from '@/app/api/user/v1/login/route';
import { POST as logout } from '@/app/api/user/v1/logout/route';
import { POST as register } from '@/app/api/user/v1/register/route';
import { callApi, type CallOptions } from './api';
import { TEST_PASSWORD } from './db';

/** POST user/v1/login with a JSON body, as the sign-in form sends it. */
export function postLogin(body: unknown, options: CallOptions = {}) {
  return callApi(login, 'user/v1/login', { method: 'POST', body, ...options });
}

/** Signs the user in with the test password and returns the access token; fails loudly otherwise. */
export async function signIn(user: { email: string }, options: CallOptions = {}): Promise<string> {
  const result = await postLogin({ login: user.email, password: TEST_PASSWORD }, options);
  if (result.status !== 200 || typeof result.data?.accesstoken !== 'string') {
    throw new Error(`sign-in failed: ${result.status} ${result.envelope.message}`);
  }
  return result.data.accesstoken;
}

/** A token of the right shape (43 base64url characters) that no session was ever opened with. */
export const NEVER_ISSUED_TOKEN = 'A'.repeat(43);

/** POST user/v1/logout with the token, as the profile menu's Logout does. */
export function postLogout(options: CallOptions = {}) {
  return callApi(logout, 'user/v1/logout', { method: 'POST', body: {}, ...options });
}

/** POST user/v1/register with a JSON body. */
export function postRegister(body: unknown, options: CallOptions = {}) {
  return callApi(register, 'user/v1/register', { method: 'POST', body, ...options });
}
