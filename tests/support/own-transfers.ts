import { POST as confirm } from '@/app/api/user/v1/transfers/own/route';
import { POST as quote } from '@/app/api/user/v1/transfers/own/quote/route';
import type { OwnTransferQuote } from '@/lib/views/transfers';
import { callApi } from './api';

/** A transfer between own accounts as the form makes it: quoted, then confirmed under a fresh idempotency key. */
export async function transferOwn(token: string, from: string, to: string, amount: string) {
  const quoted = await callApi(quote, 'user/v1/transfers/own/quote', { method: 'POST', token, body: { from, to, amount } });
  expect(quoted.status).toBe(200);
  const done = await callApi(confirm, 'user/v1/transfers/own', {
    method: 'POST',
    token,
    body: { quote: (quoted.data as OwnTransferQuote).quote },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(done.status).toBe(200);
}
