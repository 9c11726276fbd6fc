import { POST as disable } from '@/app/api/user/v1/twofactor/disable/route';
import { POST as enable } from '@/app/api/user/v1/twofactor/enable/route';
import { POST as recoveryCodes } from '@/app/api/user/v1/twofactor/recovery-codes/route';
import { POST as setup } from '@/app/api/user/v1/twofactor/setup/route';
import { POST as verify } from '@/app/api/user/v1/twofactor/verify/route';
import { callApi, type CallOptions, type Handler } from './api';

const handlers: Record<'setup' | 'enable' | 'disable' | 'verify' | 'recovery-codes', Handler> = {
  setup,
  enable,
  disable,
  verify,
  'recovery-codes': recoveryCodes,
};

/** POST user/v1/twofactor/{call} with a JSON body, as the 2FA forms send it. */
export function postTwoFactor(call: keyof typeof handlers, body: unknown, options: CallOptions = {}) {
  return callApi(handlers[call], `user/v1/twofactor/${call}`, { method: 'POST', body, ...options });
}
