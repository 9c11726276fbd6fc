import { routePath } from '@/lib/routes';

/**
 * What a password-checked sign-in still owes before its session may become active, in this order: the
 * e-mail code and the mobile code of registration (spec section 2), then the authenticator code. The
 * contacts come first because they are facts about the account that nothing else can prove, while the
 * authenticator only proves the device; a session with any step owed stays pending (temp_u_id).
 */
export type ContactStep = 'email' | 'phone';
export type SignInStep = ContactStep | 'authenticator';

export const CONTACT_STEPS: readonly ContactStep[] = ['email', 'phone'];

/** The page of each step. */
export const SIGN_IN_STEP_PATHS: Record<SignInStep, string> = {
  email: routePath('loginEmailVerify'),
  phone: routePath('loginPhoneVerify'),
  authenticator: routePath('verify2faOtp'),
};

export interface StepFacts {
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  authEnabled: boolean;
}

/**
 * The contact the account has not proved yet. An account without a phone owes no phone step: accounts from
 * before registration asked for one have none, and the migration marked what they had as verified.
 */
export function owedContactStep(user: Omit<StepFacts, 'authEnabled'>): ContactStep | null {
  if (!user.emailVerifiedAt) return 'email';
  if (user.phone && !user.phoneVerifiedAt) return 'phone';
  return null;
}

export function owedSignInStep(user: StepFacts): SignInStep | null {
  return owedContactStep(user) ?? (user.authEnabled ? 'authenticator' : null);
}
