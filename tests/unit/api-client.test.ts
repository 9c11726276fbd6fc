import { ApiError, createApiClient } from '@/lib/api/client';
import { encryptEnvelopeData } from '@/lib/server/http/envelope-cipher';

const KEY = 'unit-test-envelope-key-0123456789';
const api = createApiClient({ clientToken: 'client-token', envelopeKey: KEY, locale: 'de', networkErrorMessage: 'offline' });

/** The envelope the server would send, and every request the client made. */
function serverAnswering(status: number, code: string, data: unknown) {
  const body = JSON.stringify({
    code,
    message: code === '200' ? 'Success' : 'Refused',
    data: data === null ? null : encryptEnvelopeData(data, KEY),
  });
  return jest.spyOn(global, 'fetch').mockImplementation(async () => new Response(body, { status }));
}

const sentRequest = (fetch: jest.SpyInstance) => {
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, headers: init.headers as Record<string, string>, body: init.body };
};

afterEach(() => jest.restoreAllMocks());

test("a GET fills the contract's path with its parameters and answers the decrypted data", async () => {
  const fetch = serverAnswering(200, '200', { id: 1, status: true, logout_timeout: 30, logout_message: 'Bye' });

  const answer = await api.call('autoLogoutSetting', { params: { id: 1 } });

  expect(answer).toEqual({ id: 1, status: true, logout_timeout: 30, logout_message: 'Bye' });
  const request = sentRequest(fetch);
  expect([request.method, request.url, request.body]).toEqual(['GET', '/api/user/v1/viewautologoutbcm/1', undefined]);
  expect(request.headers).toMatchObject({ clienttoken: 'client-token', lang: 'de' });
});

test('a call that moves money sends its body as JSON and its Idempotency-Key', async () => {
  const fetch = serverAnswering(200, '200', { plan: 'pro', transaction: 9, paidUntil: '2026-12-26T00:00:00.000Z' });

  await api.call('planUpgrade', { body: { plan: 'pro' }, idempotencyKey: 'key-1' });

  const request = sentRequest(fetch);
  expect([request.method, request.url, request.body]).toEqual(['POST', '/api/user/v1/plans/upgrade', '{"plan":"pro"}']);
  expect(request.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
});

test('a query is sent in the URL', async () => {
  const fetch = serverAnswering(200, '200', { page: 2, hasPrevious: true, hasNext: false, items: [] });

  await api.call('tickets', { query: { page: 2 } });

  expect(sentRequest(fetch).url).toBe('/api/user/v1/tickets?page=2');
});

test('a multipart form goes as it is, the browser writing its Content-Type', async () => {
  const fetch = serverAnswering(200, '200', { file_path: '/api/user/v1/avatar/', user_image: 'a.webp' });
  const form = new FormData();
  form.set('picture', new Blob(['x'], { type: 'image/png' }), 'me.png');

  await api.call('profilePicture', { form });

  const request = sentRequest(fetch);
  expect(request.body).toBe(form);
  expect(request.headers).not.toHaveProperty('Content-Type');
});

test('a call without input posts an empty JSON object', async () => {
  const fetch = serverAnswering(200, '200', { logged_out: true });

  await api.call('logout');

  expect(sentRequest(fetch).body).toBe('{}');
});

test('a refusal is an ApiError with its status, message and field messages', async () => {
  serverAnswering(422, '422', { fieldErrors: { amount: 'Too much' } });

  const refusal = api.call('userTransferPreview', { body: { recipient: 'x', currency: 'EUR', amount: '1' } });

  await expect(refusal).rejects.toThrow(ApiError);
  await expect(refusal).rejects.toMatchObject({ status: 422, message: 'Refused', fieldErrors: { amount: 'Too much' } });
});
