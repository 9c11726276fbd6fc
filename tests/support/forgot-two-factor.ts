import { and, desc, eq } from 'drizzle-orm';
import { POST as reset } from '@/app/api/user/v1/twofactor/forgot/reset/route';
import { POST as send } from '@/app/api/user/v1/twofactor/forgot/send/route';
import { sealTotpSecret } from '@/lib/server/auth/two-factor/totp';
import { db, schema } from '@/lib/server/db';
import { callApi, type CallOptions, type Handler } from './api';
import { createUser } from './db';

const handlers: Record<'send' | 'reset', Handler> = { send, reset };

/** POST user/v1/twofactor/forgot/{call}, as /forgetgoogleauthenticator sends it. */
export function postForgotTwoFactor(call: keyof typeof handlers, body: unknown, options: CallOptions = {}) {
  return callApi(handlers[call], `user/v1/twofactor/forgot/${call}`, { method: 'POST', body, ...options });
}

/** A base32 authenticator secret; what it is does not matter to recovery, only that 2FA is on with it. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** An account with a phone and, unless told otherwise, 2FA on; with the contact its owner types on step 1. */
export async function userWithPhone(overrides: Partial<typeof schema.users.$inferInsert> = {}, twoFactor = true) {
  const number = String(600_000_000 + Math.floor(Math.random() * 99_999_999));
  const user = await createUser({ phone: `+420${number}`, countryCode: '+420', ...overrides });
  if (twoFactor) {
    await db()
      .update(schema.users)
      .set({ authEnabled: true, totpSecret: sealTotpSecret(SECRET, user.id) })
      .where(eq(schema.users.id, user.id));
  }
  return { user, contact: { countryCode: '+420', phone: number, email: user.email } };
}

/** The SMS texts in the outbox to `phone`, newest first. */
export async function smsTo(phone: string): Promise<string[]> {
  const { outbox } = schema;
  const rows = await db()
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.id));
  return rows.flatMap((row) => row.text ?? []);
}

/** The 6-digit code of the newest SMS to `phone`. */
export async function latestSmsCode(phone: string): Promise<string> {
  const [text] = await smsTo(phone);
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in an SMS to ${phone}: ${text}`);
  return code;
}
