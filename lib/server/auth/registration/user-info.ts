import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import type { UserInfoValues } from '@/lib/validation/auth';
import { isUniqueViolation } from '../session/sign-in';
import type { SessionContext } from '../session/session';

const { users } = schema;

/**
 * /userinfo's save: the names, phone and country an account opened by a social sign-in lacks; with them it may use
 * the customer area. Once only: a completed account edits its profile in /Editprofile, where a new phone needs the
 * password and a code. The phone is stored unproven, so the next sign-in asks for its mobile code (owedContactStep).
 */
export async function saveUserInfo(session: SessionContext, values: UserInfoValues): Promise<void> {
  let saved: { id: number }[];
  try {
    saved = await db()
      .update(users)
      .set({ ...values, detailsOwed: false })
      .where(and(eq(users.id, session.user.id), eq(users.detailsOwed, true)))
      .returning({ id: users.id });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) throw new AppError(409, 'phoneTaken', { fieldErrors: { phone: 'errors.phoneTaken' } });
    throw error;
  }
  if (saved.length === 0) throw new AppError(409, 'userInfo.alreadyComplete');
}
