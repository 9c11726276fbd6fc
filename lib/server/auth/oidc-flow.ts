import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/components/auth/signed-in';
import { env } from '@/lib/env';
import { defaultLocaleForHost, localizePath, normalizeLocale, type Locale } from '@/lib/i18n/config';
import { AppError } from '@/lib/server/http/errors';
import { requestOrigin } from '@/lib/server/http/request-info';
import { sessionCookieName, sessionCookieOptions } from './cookies';
import { oidcProvider, type OidcProvider } from './oidc-config';
import { clearOidcCookie, oidcCookieName, readOidcCookie, setOidcCookie } from './oidc-cookies';
import { signInWithIdentity } from './oidc-link';
import { authorizationRequest, identityFromCallback, SocialSignInError } from './oidc';

/**
 * The two browser-facing routes of a social sign-in. Both answer with redirects, never with the API's
 * JSON envelope: whatever goes wrong ends on /login with a message in the visitor's language.
 */

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** An unconfigured provider's routes do not exist. */
function configuredProvider(id: string): OidcProvider {
  const provider = oidcProvider(id);
  if (!provider) throw new AppError(404, 'notFound');
  return provider;
}

/** A relative Location: the browser resolves it against the address it used, whatever proxies saw. */
function redirectTo(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

function pagePath(request: NextRequest, path: string, locale: Locale): string {
  return localizePath(path, locale, defaultLocaleForHost(request.headers.get('host'), env().DOMAIN_TABLE));
}

function backToLogin(request: NextRequest, locale: Locale, error: unknown): NextResponse {
  const failure = error instanceof SocialSignInError ? error : new SocialSignInError('failed', String(error));
  // The reason stays in the server log; the visitor is told only what they can act on.
  console.warn(`[oidc] social sign-in ended on /login (${failure.code}): ${failure.message}`);
  return redirectTo(`${pagePath(request, '/login', locale)}?social_error=${failure.code}`);
}

/**
 * POST /api/auth/oidc/{provider}/start, the "Continue with …" button's form: the flow cookie and a 303
 * to the provider. The form sends the page's language and the `next` path of /login, carried through
 * the flow; the wrapper has already refused a cross-site Origin.
 */
export async function startSocialSignIn(request: NextRequest, providerId: string, fallbackLocale: Locale): Promise<NextResponse> {
  const provider = configuredProvider(providerId);
  const form = await request.formData().catch(() => new FormData());
  const locale = normalizeLocale(String(form.get('locale') ?? '')) ?? fallbackLocale;
  const next = safeNextPath(typeof form.get('next') === 'string' ? String(form.get('next')) : null);
  const host = request.headers.get('host');
  try {
    // The redirect URI is built from the Host only when PUBLIC_HOSTS trusts it: the provider checks it
    // against the registered ones anyway, but a forged Host must not even be tried.
    const origin = requestOrigin(request.headers, request.nextUrl.protocol);
    if (!origin) throw new SocialSignInError('unavailable', `untrusted Host ${host}`);
    const redirectUri = `${origin.protocol}://${origin.host}/api/auth/oidc/${provider.id}/callback`;
    const { url, flow } = await authorizationRequest(provider, redirectUri, { locale, ...(next ? { next } : {}) });
    const response = redirectTo(url);
    await setOidcCookie(response, host, 'flow', flow);
    return response;
  } catch (error) {
    return backToLogin(request, locale, error);
  }
}

/**
 * GET /api/auth/oidc/{provider}/callback, where the provider sends the browser back. It is a GET because
 * the protocol makes it one (a redirect carrying `code` and `state`), and it signs a customer in, which
 * no other GET here does. That is safe because nothing in the URL alone can do it: the answer must match
 * the state in this browser's flow cookie (sealed, HttpOnly, __Host-), the code is useless without the
 * PKCE verifier that only that cookie holds, and the ID token must carry the cookie's nonce. A forged or
 * replayed link therefore signs no one in, and the cookie is spent by its first use whatever the outcome.
 */
export async function finishSocialSignIn(request: NextRequest, providerId: string, fallbackLocale: Locale, client: ClientInfo): Promise<NextResponse> {
  const provider = configuredProvider(providerId);
  const host = request.headers.get('host');
  const flow = await readOidcCookie(request.cookies.get(oidcCookieName('flow', host))?.value, 'flow');
  const locale = flow?.locale ?? fallbackLocale;
  let response: NextResponse;
  try {
    const identity = await identityFromCallback(provider, request.nextUrl.searchParams, flow);
    const signedIn = await signInWithIdentity(identity, client);
    if (signedIn) {
      response = redirectTo(pagePath(request, signedIn.state === 'pending' ? '/verify2faotp' : (flow?.next ?? '/Dashboard_new'), locale));
      response.cookies.set(sessionCookieName(host), signedIn.token, sessionCookieOptions(host, signedIn.expiresAt));
    } else {
      response = redirectTo(pagePath(request, '/auth', locale));
      await setOidcCookie(response, host, 'link', { ...identity, locale, ...(flow?.next ? { next: flow.next } : {}) });
    }
  } catch (error) {
    response = backToLogin(request, locale, error);
  }
  clearOidcCookie(response, host, 'flow');
  return response;
}
