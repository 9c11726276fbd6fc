import 'server-only';
import { getLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { countryOptions } from '@/lib/countries';
import { dialCodeOf } from '@/lib/dial-codes';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { localizedPath } from '@/lib/server/i18n';
import { owedContactStep, owedSignInStep, SIGN_IN_STEP_PATHS, type ContactStep } from '@/lib/session/sign-in-steps';
import { planTypes } from '@/lib/terms/plans';
import type { ContactStepView, LoginView, RegisterView, ResetPasswordView, TwoSecurityView, UserInfoView } from '@/lib/views/auth';
import { safeNextPath } from '@/lib/session/next-path';
import { routePath } from '@/lib/routes';
import { currentSession, redirectSignedInCustomer, requireCustomer } from './session/current';
import { publicOidcProviders } from './oidc/config';
import { mustSetUpSecondFactor } from '@/lib/session/security-step';
import { listPasskeys } from './passkeys/manage';
import { toUserRecord } from './session/record';
import { isResetTokenUsable } from './password/reset';
import { contactStepView } from './registration/codes';
import type { CustomerRow } from './session/session';
import { pendingTwoFactorSetup } from './two-factor/two-factor';

/** /login: the social sign-in providers configured (names and slugs only), for their buttons. */
export async function getLoginPage(): Promise<LoginView> {
  await redirectSignedInCustomer();
  return { socialProviders: publicOidcProviders() };
}

/** The phone country offered first: the operator's markets by language, the Czech Republic otherwise. */
const PHONE_COUNTRY_BY_LOCALE: Record<Locale, string> = { en: 'CZ', sk: 'SK', cs: 'CZ', el: 'GR', es: 'ES', ru: 'CZ', de: 'AT', hu: 'HU' };

/** /register and /register/{plan_type}: an unknown plan is a 404, not a silent basic plan. */
export async function getRegisterPage(planType?: string): Promise<RegisterView> {
  await redirectSignedInCustomer();
  const plan = planType === undefined ? 'basic' : planTypes.find((p) => p === planType.toLowerCase());
  if (!plan) notFound();
  return { plan, ...(await phoneCountryChoice()) };
}

/** The phone's country select of registration and /userinfo, in the visitor's language. */
async function phoneCountryChoice(): Promise<Pick<RegisterView, 'phoneCountries' | 'defaultPhoneCountry'>> {
  const locale = await getLocale();
  const phoneCountries = countryOptions(locale).flatMap(({ code, name }) => {
    const dialCode = dialCodeOf(code);
    return dialCode ? [{ value: code, label: `${name} (${dialCode})` }] : [];
  });
  return { phoneCountries, defaultPhoneCountry: isLocale(locale) ? PHONE_COUNTRY_BY_LOCALE[locale] : 'CZ' };
}

/**
 * /userinfo: the signed-in customer whose account a social sign-in opened, until its details are in; anyone else
 * goes on (to where they were going, or the dashboard), a visitor without a session to /login.
 */
export async function getUserInfoPage(requestedNext: string | undefined): Promise<UserInfoView> {
  const lookup = await currentSession();
  if (!lookup.ok || lookup.session.state !== 'active') redirect(await localizedPath(routePath('login')));
  const next = safeNextPath(requestedNext ?? null);
  if (!lookup.session.user.detailsOwed) redirect(await localizedPath(next ?? routePath('dashboardNew')));
  const locale = await getLocale();
  return {
    email: lookup.session.user.email,
    ...(await phoneCountryChoice()),
    countries: countryOptions(locale),
    ...(next ? { next } : {}),
  };
}

/**
 * The pending sign-in of this request and the step it owes, or a redirect: nobody signed in → /login, a
 * full session → the dashboard.
 */
async function pendingSignIn(): Promise<{ user: CustomerRow; step: ReturnType<typeof owedSignInStep> }> {
  const lookup = await currentSession();
  if (!lookup.ok) redirect(await localizedPath(routePath('login')));
  if (lookup.session.state === 'active') redirect(await localizedPath(routePath('dashboardNew')));
  return { user: lookup.session.user, step: owedSignInStep(lookup.session.user) };
}

/** /loginemailverify and /loginphoneverify: only the sign-in that owes this step sees it; others go to theirs. */
export async function getContactStepPage(step: ContactStep): Promise<ContactStepView> {
  const pending = await pendingSignIn();
  if (pending.step !== step) redirect(await localizedPath(pending.step ? SIGN_IN_STEP_PATHS[pending.step] : routePath('login')));
  return contactStepView(pending.user, step);
}

/** /otp: the one-time-code step that is due, whichever it is (e-mail, mobile or authenticator). */
export async function getOtpPage(): Promise<never> {
  const { step } = await pendingSignIn();
  redirect(await localizedPath(step ? SIGN_IN_STEP_PATHS[step] : routePath('login')));
}

/**
 * /completeregistration: the success screen of a registration whose codes are all in, which left the
 * customer signed in; a sign-in still owing a step is sent to it, anyone else to /login.
 */
export async function getCompleteRegistrationPage(): Promise<{ name: string }> {
  const lookup = await currentSession();
  if (!lookup.ok) redirect(await localizedPath(routePath('login')));
  if (lookup.session.state !== 'active') await getOtpPage();
  const { firstName, lastName, email } = lookup.session.user;
  return { name: [firstName, lastName].filter(Boolean).join(' ') || email };
}

/**
 * /verify2faotp: only a sign-in waiting for its code gets here; everyone else starts at /login, and a sign-in
 * that still owes a registration code goes to that step first.
 */
export async function getVerifyTwoFactorPage(): Promise<{ hasPasskeys: boolean }> {
  const lookup = await currentSession();
  if (!lookup.ok || lookup.session.state !== 'pending') redirect(await localizedPath(routePath('login')));
  const contactStep = owedContactStep(lookup.session.user);
  if (contactStep) redirect(await localizedPath(SIGN_IN_STEP_PATHS[contactStep]));
  // The passkey button only for an account that has one: the code stays the way for everyone else.
  return { hasPasskeys: (await listPasskeys(lookup.session.user.id)).length > 0 };
}

/** /TwoSecurity: the disable form while 2FA is on, else the setup guide with its secret and QR code; the passkeys either way. */
export async function getTwoSecurityPage(): Promise<TwoSecurityView> {
  const { user } = await requireCustomer({ securityStepPage: true });
  // The forced security step asks for the authenticator, which a passkey does not replace: no passkeys until it is done.
  const securityStep = mustSetUpSecondFactor(toUserRecord(user));
  const [setup, passkeys] = await Promise.all([pendingTwoFactorSetup(user.id), securityStep ? null : listPasskeys(user.id)]);
  return setup ? { enabled: false, secret: setup.secret, qr: setup.qr, passkeys } : { enabled: true, passkeys };
}

/** /authenabled: the signed-in customer who has just switched 2FA on; with it off, the way to switch it on. */
export async function getAuthEnabledPage(): Promise<void> {
  const { user } = await requireCustomer({ securityStepPage: true });
  if (!user.authEnabled) redirect(await localizedPath(routePath('twoSecurity')));
}

/** /forgetchangepassword/{id}: whether the link still works, so a dead one is said so before any typing. */
export async function getResetPasswordPage(token: string): Promise<ResetPasswordView> {
  return { token, usable: await isResetTokenUsable(token) };
}

export { getSocialLinkPage } from './oidc/link';
