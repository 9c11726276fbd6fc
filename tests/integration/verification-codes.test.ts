import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  consumeVerificationCode,
  issueVerificationCode,
  MAX_WRONG_ATTEMPTS,
  type VerificationPurpose,
} from '@/lib/server/auth/verification-codes';
import { db, schema } from '@/lib/server/db';
import { createUser, resetDatabase } from '../support/db';

/** The one-time codes of SMS and e-mail steps, against the real database. */

beforeEach(() => resetDatabase());

const PURPOSE: VerificationPurpose = 'forgot-two-factor';
const rows = () => db().select().from(schema.verificationCodes).orderBy(schema.verificationCodes.id);
const ageCodes = (seconds: number) =>
  db().execute(sql`UPDATE verification_codes SET created_at = created_at - make_interval(secs => ${seconds})`);
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function issued(userId: number) {
  const result = await issueVerificationCode(userId, PURPOSE, 'sms', '+420601234567');
  if (!result.issued) throw new Error(`no code issued, ${result.resendSeconds} s to wait`);
  return result.code;
}

test('a code is 6 digits, stored only as a keyed hash, valid for 10 minutes', async () => {
  const user = await createUser();

  const code = await issued(user.id);

  expect(code).toMatch(/^\d{6}$/);
  const [row] = await rows();
  const bareHash = createHmac('sha256', '').update(code).digest();
  expect(row!.codeHash).toHaveLength(32);
  expect(row!.codeHash.equals(bareHash)).toBe(false);
  expect(row!.codeHash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
  expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
});

test('a code works once', async () => {
  const user = await createUser();
  const code = await issued(user.id);

  expect(await consumeVerificationCode(user.id, PURPOSE, code)).toBe(true);
  expect(await consumeVerificationCode(user.id, PURPOSE, code)).toBe(false);
});

test.each<[string, (userId: number) => Promise<number>, VerificationPurpose]>([
  ['another user', async () => (await createUser()).id, PURPOSE],
  ['another purpose', async (userId) => userId, 'register-phone'],
])('a code does not pass for %s', async (_label, who, purpose) => {
  const user = await createUser();
  const code = await issued(user.id);

  expect(await consumeVerificationCode(await who(user.id), purpose, code)).toBe(false);
  expect(await consumeVerificationCode(user.id, PURPOSE, code)).toBe(true);
});

test('an expired code is refused', async () => {
  const user = await createUser();
  const code = await issued(user.id);
  await db().execute(sql`UPDATE verification_codes SET expires_at = now() - interval '1 second'`);

  expect(await consumeVerificationCode(user.id, PURPOSE, code)).toBe(false);
});

test.each([
  [MAX_WRONG_ATTEMPTS - 1, true],
  [MAX_WRONG_ATTEMPTS, false],
])('after %i wrong codes the right one passes: %s', async (wrongTries, passes) => {
  const user = await createUser();
  const code = await issued(user.id);
  for (let attempt = 0; attempt < wrongTries; attempt++)
    expect(await consumeVerificationCode(user.id, PURPOSE, otherCode(code))).toBe(false);

  expect(await consumeVerificationCode(user.id, PURPOSE, code)).toBe(passes);
  expect((await rows())[0]!.attempts).toBe(wrongTries);
});

test('a new code waits out the 60 s cool-down, then ends the previous one', async () => {
  const user = await createUser();
  const first = await issued(user.id);
  await ageCodes(45);

  const early = await issueVerificationCode(user.id, PURPOSE, 'sms', '+420601234567');

  expect(early.issued).toBe(false);
  expect(early.resendSeconds).toBeGreaterThanOrEqual(14);
  expect(early.resendSeconds).toBeLessThanOrEqual(15);
  await ageCodes(16);
  const second = await issued(user.id);
  expect(await rows()).toHaveLength(2);
  if (first !== second) expect(await consumeVerificationCode(user.id, PURPOSE, first)).toBe(false);
  expect(await consumeVerificationCode(user.id, PURPOSE, second)).toBe(true);
});

test('the cool-down is per purpose', async () => {
  const user = await createUser();
  await issued(user.id);

  const other = await issueVerificationCode(user.id, 'register-phone', 'sms', '+420601234567');

  expect(other.issued).toBe(true);
});
