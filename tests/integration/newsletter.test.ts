import { sql } from 'drizzle-orm';
import { POST as subscribe } from '@/app/api/newsletter/v1/subscribe/route';
import { db, schema } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES } from '@/lib/server/security/rate-limit';
import { translatorFor } from '@/lib/server/i18n/translate';
import { callApi, type CallOptions } from '../support/api';
import { resetDatabase } from '../support/db';
import { messageText } from '../support/messages';

beforeEach(resetDatabase);

const from = (ip: string, lang = 'en'): CallOptions => ({ headers: { 'x-kt-client-ip': ip, lang } });

function postSubscribe(body: unknown, options: CallOptions = from('203.0.113.7')) {
  return callApi(subscribe, 'newsletter/v1/subscribe', { method: 'POST', body, ...options });
}

const subscriptions = () => db().select().from(schema.newsletterSubscriptions).orderBy(schema.newsletterSubscriptions.id);

test('a valid address is subscribed, in the language of the page', async () => {
  const result = await postSubscribe({ email: '  Jana.Novakova@Example.TEST ' }, from('203.0.113.7', 'sk'));

  expect(result.status).toBe(200);
  expect(result.envelope.code).toBe('200');
  expect(result.data).toEqual({ message: messageText('sk', 'site.newsletter.subscribed') });
  expect(await subscriptions()).toEqual([
    expect.objectContaining({ email: 'jana.novakova@example.test', locale: 'sk', unsubscribedAt: null }),
  ]);
});

test.each([
  ['en', 'not-an-email'],
  ['sk', 'jana@'],
  ['de', 'jana novakova@example.test'],
] as const)('an invalid address in %s (%j) → 422 with the field message in that language, nothing stored', async (lang, email) => {
  const result = await postSubscribe({ email }, from('203.0.113.7', lang));

  expect(result.status).toBe(422);
  expect(result.data).toEqual({ fieldErrors: { email: messageText(lang, 'validation.email') } });
  expect(await subscriptions()).toEqual([]);
});

test('a missing address → 422 "required"', async () => {
  const result = await postSubscribe({});

  expect(result.status).toBe(422);
  expect(result.data).toEqual({ fieldErrors: { email: messageText('en', 'validation.required') } });
});

test('subscribing again, in other letter case, answers the same success and keeps one row', async () => {
  const first = await postSubscribe({ email: 'ada@example.test' }, from('203.0.113.7', 'en'));
  const again = await postSubscribe({ email: 'ADA@Example.Test' }, from('198.51.100.9', 'en'));

  // The same answer as for a new address (data is encrypted with a fresh salt, so it is compared decrypted).
  expect([again.status, again.envelope.code, again.envelope.message, again.data]).toEqual([
    first.status,
    first.envelope.code,
    first.envelope.message,
    first.data,
  ]);
  const rows = await subscriptions();
  expect(rows).toHaveLength(1);
  expect(rows[0]?.email).toBe('ada@example.test');
});

test('an address that had unsubscribed is on the list again', async () => {
  await db()
    .insert(schema.newsletterSubscriptions)
    .values({ email: 'ada@example.test', locale: 'en', unsubscribedAt: new Date('2025-01-01T00:00:00Z') });

  const result = await postSubscribe({ email: 'Ada@example.test' }, from('203.0.113.7', 'hu'));

  expect(result.status).toBe(200);
  expect(await subscriptions()).toEqual([expect.objectContaining({ email: 'ada@example.test', locale: 'hu', unsubscribedAt: null })]);
});

test.each([
  "' OR 1=1 --",
  "x@example.test'; DROP TABLE newsletter_subscriptions; --",
  '<script>alert(1)</script>@example.test',
  '"><img src=x onerror=alert(1)>',
])('the injection string %j is refused without echo, and the table is intact', async (email) => {
  const result = await postSubscribe({ email });

  expect(result.status).toBe(422);
  expect(result.data).toEqual({ fieldErrors: { email: messageText('en', 'validation.email') } });
  expect(JSON.stringify(result.envelope)).not.toContain(email);
  const [table] = (await db().execute<{ name: string | null }>(sql`SELECT to_regclass('public.newsletter_subscriptions')::text AS name`))
    .rows;
  expect(table?.name).toBe('newsletter_subscriptions');
  expect(await subscriptions()).toEqual([]);
});

test('one address may subscribe only so often: then 429 with Retry-After, in the visitor’s language', async () => {
  const { limit } = RATE_LIMIT_POLICIES['newsletter-ip'];
  for (let n = 0; n < limit; n++) {
    expect((await postSubscribe({ email: `reader-${n}@example.test` }, from('203.0.113.50'))).status).toBe(200);
  }

  const refused = await postSubscribe({ email: 'one-more@example.test' }, from('203.0.113.50', 'sk'));

  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(refused.envelope.message).toBe(translatorFor('sk')('errors.tooManyAttempts', { minutes: Math.ceil(retryAfter / 60) }));
  expect(await subscriptions()).toHaveLength(limit);
  // Another address is not held up by this one.
  expect((await postSubscribe({ email: 'neighbour@example.test' }, from('203.0.113.51'))).status).toBe(200);
});

test('a cross-site form post is refused and stores nothing', async () => {
  const result = await postSubscribe({ email: 'ada@example.test' }, { headers: { origin: 'https://evil.example' } });

  expect(result.status).toBe(403);
  expect(await subscriptions()).toEqual([]);
});
