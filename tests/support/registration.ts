import { and, desc, eq, sql } from 'drizzle-orm';
import { POST as send } from '@/app/api/user/v1/register/[step]/send/route';
import { POST as verify } from '@/app/api/user/v1/register/[step]/verify/route';
import { db, schema } from '@/lib/server/db';
import { callApi, type CallOptions, type Handler } from './api';
import { postRegister } from './session';

export const REGISTRATION_PASSWORD = 'a sound passphrase 2026';

/** A valid personal sign-up as the form sends it; every call gets its own e-mail and phone. */
export function personalRegistration(overrides: Record<string, unknown> = {}) {
  const unique = Math.random().toString(36).slice(2, 10);
  return {
    profileType: 'personal',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${unique}@example.test`,
    phoneCountry: 'CZ',
    phone: String(600_000_000 + Math.floor(Math.random() * 99_999_999)),
    password: REGISTRATION_PASSWORD,
    confirmPassword: REGISTRATION_PASSWORD,
    terms: true,
    plan: 'basic',
    ...overrides,
  };
}

export const COMPANY = {
  companyName: 'Lovelace Engines s.r.o.',
  companyIdNumber: '12345678',
  vatId: 'CZ12345678',
  companyAddress: 'Vodičkova 1, 110 00 Praha 1',
};

export const corporateRegistration = (overrides: Record<string, unknown> = {}) =>
  personalRegistration({ profileType: 'corporate', ...COMPANY, ...overrides });

const handlers: Record<'send' | 'verify', Handler> = { send, verify };

/** POST user/v1/register/{step}/{call}, as the code step pages send it. */
export function postContactStep(step: string, call: 'send' | 'verify', body: unknown = {}, options: CallOptions = {}) {
  return callApi(handlers[call], `user/v1/register/${step}/${call}`, { method: 'POST', body, params: { step }, ...options });
}

/** Signs up and answers the pending token with the stored account; fails loudly when sign-up is refused. */
export async function registerPending(input = personalRegistration(), options: CallOptions = {}) {
  const result = await postRegister(input, options);
  if (result.status !== 200) throw new Error(`sign-up failed: ${result.status} ${JSON.stringify(result.data)}`);
  const [user] = await db().select().from(schema.users).where(eq(schema.users.id, result.data.temp_u_id));
  return { token: result.data.temp_accesstoken as string, user: user!, input };
}

/** The outbox messages to a recipient on a channel, newest first. */
export async function outboxTo(recipient: string, channel: 'email' | 'sms') {
  const { outbox } = schema;
  return db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id));
}

/** The 6-digit code of the newest message to a recipient. */
export async function latestCodeTo(recipient: string, channel: 'email' | 'sms'): Promise<string> {
  const [message] = await outboxTo(recipient, channel);
  const code = /\b(\d{6})\b/.exec(message?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest ${channel} to ${recipient}`);
  return code;
}

/** Moves a step's codes back in time, as if `seconds` had passed since they were sent. */
export async function ageCodes(userId: number, seconds: number) {
  const { verificationCodes } = schema;
  await db()
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.userId, userId));
}

/** Lets the rate limits forget earlier calls, so a test can look at one rule at a time. */
export const forgetRateLimits = () => db().execute(sql`DELETE FROM rate_limits`);
