import type { ContactStep } from '@/lib/session/sign-in-steps';
import type { PlanType } from '@/lib/terms/plans';
import type { QrCodeDrawing } from '@/lib/qr-code';

/** A configured social sign-in provider as its button shows it. */
export interface SocialProviderView {
  id: string;
  name: string;
}

/** /login: the social sign-in providers configured. */
export interface LoginView {
  socialProviders: SocialProviderView[];
}

export interface RegisterView {
  plan: PlanType;
  /** Every country with a calling code, named in the visitor's language: value ISO code, label "Name (+code)". */
  phoneCountries: { value: string; label: string }[];
  defaultPhoneCountry: string;
}

/** /userinfo: the account's e-mail (what the provider gave), the choices of its form, and where to go once saved. */
export interface UserInfoView extends Pick<RegisterView, 'phoneCountries' | 'defaultPhoneCountry'> {
  email: string;
  /** Countries of residence, named in the visitor's language. */
  countries: { code: string; name: string }[];
  next?: string;
}

/** /loginemailverify and /loginphoneverify: where the code went and when it may be sent again. */
export interface ContactStepView {
  step: ContactStep;
  /** Where the code went: the customer's own address or number, so a typo shows. */
  destination: string;
  /** Seconds until "resend" may be used (0: now). */
  resendSeconds: number;
  codeMinutes: number;
}

/** /forgetchangepassword/{id}: whether the link still works, so a dead one is said so before any typing. */
export interface ResetPasswordView {
  token: string;
  usable: boolean;
}

/** /TwoSecurity: the disable form while 2FA is on, else the setup guide with its secret and QR code. */
/** One of the customer's passkeys as /TwoSecurity lists it (times as ISO strings). */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type TwoSecurityView = ({ enabled: true } | { enabled: false; secret: string; qr: QrCodeDrawing }) & {
  /** Null during the forced security step (spec section 4), which only the authenticator ends. */
  passkeys: PasskeyView[] | null;
};
