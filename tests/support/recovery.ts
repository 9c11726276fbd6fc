import { POST as forgot } from '@/app/api/user/v1/password/forgot/route';
import { POST as reset } from '@/app/api/user/v1/password/reset/route';
import { callApi, type CallOptions } from './api';

/** POST user/v1/password/forgot, as /forgetpassword sends it. */
export function postForgot(body: unknown, options: CallOptions = {}) {
  return callApi(forgot, 'user/v1/password/forgot', { method: 'POST', body, ...options });
}

/** POST user/v1/password/reset, as /forgetchangepassword/{id} sends it. */
export function postReset(body: unknown, options: CallOptions = {}) {
  return callApi(reset, 'user/v1/password/reset', { method: 'POST', body, ...options });
}

/** The token of the reset link in an e-mail's text. */
export function resetTokenIn(text: string): string {
  const token = /\/forgetchangepassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in:\n${text}`);
  return token;
}
