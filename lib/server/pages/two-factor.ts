import 'server-only';
import { redirect } from 'next/navigation';
import { currentSession, requireCustomer } from '@/lib/server/auth/current';
import type { QrCodeDrawing } from '@/lib/server/auth/qr-code';
import { pendingTwoFactorSetup } from '@/lib/server/auth/two-factor';
import { localizedPath } from '@/lib/server/i18n/paths';
import { owedContactStep, SIGN_IN_STEP_PATHS } from '@/lib/session/sign-in-steps';

/**
 * /verify2faotp: only a sign-in waiting for its code gets here; everyone else starts at /login, and a sign-in
 * that still owes a registration code goes to that step first.
 */
export async function getVerifyTwoFactorPage(): Promise<void> {
  const lookup = await currentSession();
  if (!lookup.ok || lookup.session.state !== 'pending') redirect(await localizedPath('/login'));
  const contactStep = owedContactStep(lookup.session.user);
  if (contactStep) redirect(await localizedPath(SIGN_IN_STEP_PATHS[contactStep]));
}

export type TwoSecurityView = { enabled: true } | { enabled: false; secret: string; qr: QrCodeDrawing };

/** /TwoSecurity: the disable form while 2FA is on, else the setup guide with its secret and QR code. */
export async function getTwoSecurityPage(): Promise<TwoSecurityView> {
  const { user } = await requireCustomer({ securityStepPage: true });
  const setup = await pendingTwoFactorSetup(user.id);
  return setup ? { enabled: false, secret: setup.secret, qr: setup.qr } : { enabled: true };
}
