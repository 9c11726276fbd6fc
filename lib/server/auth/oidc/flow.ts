import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/session/next-path';
import { env } from '@/lib/env';
import { defaultLocaleForHost, localizePath, type Locale } from '@/lib/i18n/config';
import { AppError, requestOrigin } from '@/lib/server/core';
import { SIGN_IN_STEP_PATHS } from '@/lib/session/sign-in-steps';
import { routePath } from '@/lib/routes';
import { oidcProvider, type OidcProvider } from './config';
import { oidcCookieName, readOidcCookie, sealOidcCookie } from './cookies';
import { signInWithIdentity } from './link';
import { authorizationRequest, identityFromCallback, SocialSignInError } from './protocol';

/**
 * The two routes of a social sign-in around the provider: the start (the "Continue with …" button) and
 * the callback the provider sends the browser back to.
 */

/** What the routes need of apiHandler's context. */
interface FlowContext {
  request: NextRequest;
  locale: Locale;
  ip: string | null;
  userAgent: string | null;
  cookies: {
    setSession(token: string, expires: Date): void;
    set(name: string, value: string, expires: Date): void;
    clear(name: string): void;
  };
}

/** An unconfigured provider's routes do not exist. */
function configuredProvider(id: string): OidcProvider {
  const provider = oidcProvider(id);
  if (!provider) throw new AppError(404, 'notFound');
  return provider;
}

/**
 * POST /api/auth/oidc/{provider}/start: the flow cookie, and the provider's address for the page to go to.
 * A call from the page rather than a form posting to a redirect: the page's CSP (form-action 'self') would
 * stop a form submission whose redirects lead to the provider. The `next` path of /login rides along.
 */
export async function startSocialSignIn(ctx: FlowContext, providerId: string, requestedNext: string | undefined): Promise<{ url: string }> {
  const provider = configuredProvider(providerId);
  const host = ctx.request.headers.get('host');
  // Built from the Host only when PUBLIC_HOSTS trusts it: the provider checks the redirect URI against
  // the registered ones anyway, but a forged Host must not even be tried.
  const origin = requestOrigin(ctx.request.headers, ctx.request.nextUrl.protocol);
  if (!origin) throw new AppError(400, 'badRequest');
  const next = safeNextPath(requestedNext ?? null);
  const redirectUri = `${origin.protocol}://${origin.host}/api/auth/oidc/${provider.id}/callback`;
  let request: Awaited<ReturnType<typeof authorizationRequest>>;
  try {
    request = await authorizationRequest(provider, redirectUri, { locale: ctx.locale, ...(next ? { next } : {}) });
  } catch (error) {
    console.warn(`[oidc] ${String(error)}`);
    // The message lives under `social`, not under `errors` where AppError keys point.
    throw new AppError(503, 'social.errors.unavailable');
  }
  const sealed = await sealOidcCookie('flow', request.flow);
  ctx.cookies.set(oidcCookieName('flow', host), sealed.value, sealed.expires);
  return { url: request.url };
}

/** Where /userinfo sends the customer once the details are in. */
const nextQuery = (next: string | undefined) => (next ? `?${new URLSearchParams({ next })}` : '');

/** A relative Location: the browser resolves it against the address it used, whatever proxies saw. */
function redirectTo(ctx: FlowContext, path: string, locale: Locale, query = ''): NextResponse {
  const location = localizePath(path, locale, defaultLocaleForHost(ctx.request.headers.get('host'), env().DOMAIN_TABLE)) + query;
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * GET /api/auth/oidc/{provider}/callback, where the provider sends the browser back. It is a GET because
 * the protocol makes it one (a redirect carrying `code` and `state`), and it signs a customer in, which
 * no other GET here does. That is safe because nothing in the URL alone can do it: the answer must match
 * the state in this browser's flow cookie (sealed, HttpOnly, __Host-), the code is useless without the
 * PKCE verifier that only that cookie holds, and the ID token must carry the cookie's nonce. A forged or
 * replayed link therefore signs no one in, and the cookie is spent by its first use whatever the outcome.
 * Every ending is a redirect: a session (the dashboard, the sign-in step still owed, or /userinfo for an account
 * still lacking its details), the linking step (/auth), or
 * /login with a reason in the visitor's language, never an error page.
 */
export async function finishSocialSignIn(ctx: FlowContext, providerId: string): Promise<NextResponse> {
  const provider = configuredProvider(providerId);
  const host = ctx.request.headers.get('host');
  const flowCookie = oidcCookieName('flow', host);
  const flow = await readOidcCookie(ctx.request.cookies.get(flowCookie)?.value, 'flow');
  const locale = flow?.locale ?? ctx.locale;
  ctx.cookies.clear(flowCookie);
  try {
    const identity = await identityFromCallback(provider, ctx.request.nextUrl.searchParams, flow);
    const signedIn = await signInWithIdentity(identity, ctx);
    if (signedIn) {
      ctx.cookies.setSession(signedIn.token, signedIn.expiresAt);
      if (signedIn.step) return redirectTo(ctx, SIGN_IN_STEP_PATHS[signedIn.step], locale);
      if (signedIn.user.detailsOwed) return redirectTo(ctx, routePath('userInfo'), locale, nextQuery(flow?.next));
      return redirectTo(ctx, flow?.next ?? routePath('dashboardNew'), locale);
    }
    const pending = await sealOidcCookie('link', { ...identity, locale, ...(flow?.next ? { next: flow.next } : {}) });
    ctx.cookies.set(oidcCookieName('link', host), pending.value, pending.expires);
    return redirectTo(ctx, routePath('auth'), locale);
  } catch (error) {
    const failure = error instanceof SocialSignInError ? error : new SocialSignInError('failed', String(error));
    // The reason stays in the server log; the visitor is told only what they can act on.
    console.warn(`[oidc] social sign-in ended on /login (${failure.code}): ${failure.message}`);
    return redirectTo(ctx, routePath('login'), locale, `?social_error=${failure.code}`);
  }
}
