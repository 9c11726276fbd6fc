import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/public/v1/fraud-reports/route';
import { db, schema } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';
import { resetDatabase } from '../support/db';
import { messageText } from '../support/messages';

const REPORT = {
  name: 'Jana Nováková',
  email: 'Jana.Reporter@Example.test',
  phone: '+421 905 123 456',
  category: 'phishing',
  transactionReference: 'SW-7K2M9Q4X',
  description: 'An SMS with a link to a copy of your sign-in page asked for my authenticator code.',
};

const report = (body: Record<string, unknown>, options: { ip?: string; lang?: string; origin?: string } = {}) =>
  callApi(POST, 'public/v1/fraud-reports', {
    method: 'POST',
    body,
    headers: {
      'x-kt-client-ip': options.ip ?? '203.0.113.20',
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });

beforeEach(resetDatabase);

test('a report is stored, answered with its reference and acknowledged by e-mail in the reporter’s language', async () => {
  const result = await report(REPORT, { lang: 'sk' });

  expect(result.status).toBe(200);
  const reference: string = result.data.reference;
  expect(reference).toMatch(/^FR-[0-9A-HJKMNP-TV-Z]{10}$/);
  const [stored] = await db().select().from(schema.fraudReports);
  expect(stored).toMatchObject({
    reference,
    name: 'Jana Nováková',
    email: 'jana.reporter@example.test',
    phone: '+421905123456',
    category: 'phishing',
    transactionReference: 'SW-7K2M9Q4X',
    description: REPORT.description,
    locale: 'sk',
    ip: '203.0.113.20',
  });

  const [mail] = await db().select().from(schema.outbox).where(eq(schema.outbox.purpose, 'fraud-report'));
  expect(mail).toMatchObject({ channel: 'email', recipient: 'jana.reporter@example.test' });
  expect(mail?.subject).toBe(messageText('sk', 'fraud.mail.subject').replace('{brand}', 'Kryptomat').replace('{reference}', reference));
  expect(mail?.textBody).toContain(reference);
  expect(mail?.textBody).toContain(messageText('sk', 'fraud.categories.phishing'));
  // Nothing the reporter typed goes back out: the form must not mail strangers text of someone else's choosing.
  expect(mail?.textBody).not.toContain(REPORT.description);
  expect(mail?.textBody).not.toContain(REPORT.name);
});

test('optional fields may be left empty and are stored as absent', async () => {
  const result = await report({ ...REPORT, phone: '', transactionReference: '' });

  expect(result.status).toBe(200);
  const [stored] = await db().select().from(schema.fraudReports);
  expect(stored).toMatchObject({ phone: null, transactionReference: null, locale: 'en' });
});

test('every report gets its own reference', async () => {
  const first = await report(REPORT, { ip: '203.0.113.21' });
  const second = await report({ ...REPORT, email: 'other@example.test' }, { ip: '203.0.113.22' });
  expect(first.data.reference).not.toBe(second.data.reference);
  expect(await db().$count(schema.fraudReports)).toBe(2);
});

test('invalid fields are refused with 422, each with its message in the visitor’s language, and nothing is stored or sent', async () => {
  const result = await report(
    {
      name: '<b>Jana</b>',
      email: 'not-an-email',
      phone: '12ab',
      category: 'lottery',
      transactionReference: "' OR 1=1 --",
      description: 'too short',
    },
    { lang: 'de' },
  );

  expect(result.status).toBe(422);
  expect(result.data.fieldErrors).toEqual({
    name: messageText('de', 'validation.noMarkup'),
    email: messageText('de', 'validation.email'),
    phone: messageText('de', 'validation.phone'),
    category: messageText('de', 'fraud.categoryRequired'),
    transactionReference: messageText('de', 'txCheck.invalidQuery'),
    description: messageText('de', 'fraud.descriptionTooShort'),
  });
  expect(await db().$count(schema.fraudReports)).toBe(0);
  expect(await db().$count(schema.outbox)).toBe(0);
});

test('a name or description with control or bidirectional characters is refused (422); the description keeps its lines', async () => {
  const refused = await report({ ...REPORT, name: 'Jana\x1b[2J', description: `${REPORT.description}\u009b8m\u202e` }, { lang: 'sk' });
  expect(refused.status).toBe(422);
  const message = messageText('sk', 'validation.controlCharacters');
  expect(refused.data.fieldErrors).toEqual({ name: message, description: message });
  expect(await db().$count(schema.fraudReports)).toBe(0);

  expect((await report({ ...REPORT, description: `${REPORT.description}\r\n\nThe caller:\t+420 601 234 567` })).status).toBe(200);
});

test('required fields left out are named', async () => {
  const result = await report({}, { lang: 'hu' });

  expect(result.status).toBe(422);
  const required = messageText('hu', 'validation.required');
  expect(result.data.fieldErrors).toEqual({
    name: required,
    email: required,
    category: messageText('hu', 'fraud.categoryRequired'),
    description: required,
  });
});

test('a report from another site is refused (403) and not stored', async () => {
  const result = await report(REPORT, { origin: 'https://evil.example' });
  expect(result.status).toBe(403);
  expect(await db().$count(schema.fraudReports)).toBe(0);
});

test('reports are limited per IP: over the limit → 429 with Retry-After and nothing more is stored', async () => {
  const { limit } = RATE_LIMIT_POLICIES['fraud-report'];
  for (let i = 0; i < limit; i++)
    expect((await report({ ...REPORT, email: `reporter${i}@example.test` }, { ip: '198.51.100.50' })).status).toBe(200);

  const refused = await report({ ...REPORT, email: 'one-more@example.test' }, { ip: '198.51.100.50' });

  expect(refused.status).toBe(429);
  expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await db().$count(schema.fraudReports)).toBe(limit);
});

test('reports are limited per reporter e-mail too, so the form cannot flood one inbox from many addresses', async () => {
  const { limit } = RATE_LIMIT_POLICIES['fraud-report'];
  for (let i = 0; i < limit; i++) expect((await report(REPORT, { ip: `198.51.100.${60 + i}` })).status).toBe(200);

  const refused = await report(REPORT, { ip: '198.51.100.99' });

  expect(refused.status).toBe(429);
  expect(await db().$count(schema.outbox)).toBe(limit);
});
