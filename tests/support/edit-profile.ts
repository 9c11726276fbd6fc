import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as avatar } from '@/app/api/user/v1/avatar/[name]/route';
import { POST as picture } from '@/app/api/user/v1/profile/picture/route';
import { POST as update } from '@/app/api/user/v1/profile/update/route';
import { env } from '@/lib/env';
import { POST as confirm } from '@/app/api/user/v1/profile/contact/confirm/route';
import { callApi, type CallOptions } from './api';
import { TEST_PASSWORD } from './db';
import { latestCodeTo } from './registration';

/** Every field of the /Editprofile form, valid for a personal account; tests override one at a time. */
export const VALID_PROFILE = {
  firstName: 'Eva',
  lastName: 'Horváthová',
  email: 'eva@example.test',
  countryCode: '+421',
  phone: '905123456',
  residenceCountry: 'SK',
  citizenship: 'CZ',
  companyName: '',
  companyIdNumber: '',
  vatId: '',
  companyAddress: '',
  /** A new e-mail or phone needs the password (issue 9 item 1): createUser's. */
  currentPassword: TEST_PASSWORD,
};

export const VALID_COMPANY = {
  companyName: 'Acme s.r.o.',
  companyIdNumber: '12345678',
  vatId: 'SK2020123456',
  companyAddress: 'Hlavná 1, Bratislava',
};

/**
 * /Editprofile's save as the customer completes it: a new e-mail or phone is confirmed with the code sent to it
 * (POST user/v1/profile/contact/confirm), and the answer is the profile after that; refusals come back as they are.
 */
export async function postProfileUpdate(body: unknown, options: CallOptions = {}) {
  let result = await callApi(update, 'user/v1/profile/update', { method: 'POST', body, ...options });
  for (const [channel, pending] of [
    ['email', result.data?.pending_email],
    ['phone', result.data?.pending_phone],
  ] as const) {
    if (result.status !== 200 || !pending) continue;
    const code = await latestCodeTo(pending, channel === 'email' ? 'email' : 'sms');
    result = await callApi(confirm, 'user/v1/profile/contact/confirm', { method: 'POST', body: { channel, code }, ...options });
  }
  return result;
}

/** POST user/v1/profile/picture as the form sends it: multipart with the file in "picture". */
export function postPicture(bytes: Uint8Array, options: CallOptions & { type?: string; filename?: string; field?: string } = {}) {
  const { type = 'image/png', filename = 'me.png', field = 'picture', ...rest } = options;
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return callApi(picture, 'user/v1/profile/picture', { method: 'POST', body: form, ...rest });
}

/** GET user/v1/avatar/{name}: the raw answer, since a picture is not an envelope. */
export function getAvatar(name: string, token?: string, { clientToken = true } = {}): Promise<Response> {
  const headers: Record<string, string> = { host: 'localhost:3000' };
  if (clientToken) headers.clienttoken = env().CLIENT_TOKEN;
  if (token) headers.accesstoken = `Bearer ${token}`;
  const request = new NextRequest(`http://localhost:3000/api/user/v1/avatar/${encodeURIComponent(name)}`, { headers });
  return avatar(request, { params: Promise.resolve({ name }) });
}

/** A real picture in `format`, larger than the stored size and carrying EXIF that must not survive. */
export function makePicture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withExif({ IFD0: { Copyright: 'exif-secret-marker' } })
    .toFormat(format)
    .toBuffer();
}
