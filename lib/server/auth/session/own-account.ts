import 'server-only';
import type { SessionContext } from '@/lib/server/auth/session/session';
import { AppError } from '@/lib/server/core';

/** The legacy calls name the user in the path; a caller may only ever name itself. */
export function assertOwnAccount(session: SessionContext, requestedUserId: number): void {
  if (session.user.id !== requestedUserId) throw new AppError(403, 'notYourAccount');
}
