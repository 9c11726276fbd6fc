import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { localizedPath } from '@/lib/server/i18n';
import { toUserRecord } from '@/lib/server/auth/session/record';
import { mustSetUpSecondFactor } from '@/lib/session/security-step';
import { routePath } from '@/lib/routes';
import { sessionCookieName } from '@/lib/server/core';
import { lookupSession, type SessionContext } from './session';

/**
 * Sends the request on to one of the site's routes in its language. next/navigation is loaded only when a page
 * redirects: the operator's command line loads this domain too, as plain Node under the react-server condition, where
 * React has no createContext for next/navigation's client half.
 */
async function redirectTo(route: Parameters<typeof routePath>[0]): Promise<never> {
  const { redirect } = await import('next/navigation');
  return redirect(await localizedPath(routePath(route)));
}

/** The session of the request being rendered, looked up once per request however many callers ask. */
export const currentSession = cache(async () => {
  const host = (await headers()).get('host');
  return lookupSession((await cookies()).get(sessionCookieName(host))?.value);
});

/**
 * For every logged-in page: a fully signed-in customer, or a redirect to /login. An account opened by a social
 * sign-in is sent to /userinfo until it has names, phone and country. An account that owes
 * the forced security step (spec section 4) is sent to /TwoSecurity from every other page, on the server,
 * before any of that page is rendered.
 */
export async function requireCustomer(options: { securityStepPage?: boolean } = {}): Promise<SessionContext> {
  const lookup = await currentSession();
  if (!lookup.ok || lookup.session.state !== 'active') return redirectTo('login');
  if (lookup.session.user.detailsOwed) return redirectTo('userInfo');
  if (!options.securityStepPage && mustSetUpSecondFactor(toUserRecord(lookup.session.user))) {
    return redirectTo('twoSecurity');
  }
  return lookup.session;
}

/** For sign-in and sign-up pages: a signed-in customer is sent on to the dashboard. */
export async function redirectSignedInCustomer(): Promise<void> {
  const lookup = await currentSession();
  if (lookup.ok && lookup.session.state === 'active') return redirectTo('dashboardNew');
}
