import { spawn } from 'node:child_process';
import { NextRequest } from 'next/server';
import { GET as callback } from '@/app/api/auth/oidc/[provider]/callback/route';
import { POST as start } from '@/app/api/auth/oidc/[provider]/start/route';
import { POST as sendCode } from '@/app/api/auth/oidc/link/code/send/route';
import { POST as createAccount } from '@/app/api/auth/oidc/link/create/route';
import { POST as verifyCode } from '@/app/api/auth/oidc/link/code/verify/route';
import { POST as linkPassword } from '@/app/api/auth/oidc/link/password/route';
import { callApi, type CallOptions } from './api';

/** Where the app "runs" in these tests: callApi's default Host, and the origin the provider's client expects. */
export const APP_ORIGIN = 'http://localhost:3000';

/** The two slots as the tests configure them: slot 1 authenticates with HTTP Basic, slot 2 in the body. */
export const SLOTS = {
  alpha: {
    slot: 1,
    name: 'Alpha ID',
    clientId: 'kryptomat-dev-1',
    clientSecret: 'kryptomat-dev-secret-1',
    tokenAuth: 'client_secret_basic',
  },
  beta: {
    slot: 2,
    name: 'Beta Login',
    clientId: 'kryptomat-dev-2',
    clientSecret: 'kryptomat-dev-secret-2',
    tokenAuth: 'client_secret_post',
  },
} as const;
export type Slug = keyof typeof SLOTS;

function slotVariables(issuers: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SLOTS).flatMap(([id, slot]) => [
      [`OIDC_${slot.slot}_ID`, id],
      [`OIDC_${slot.slot}_NAME`, slot.name],
      [`OIDC_${slot.slot}_ISSUER`, issuers[slot.slot - 1] ?? ''],
      [`OIDC_${slot.slot}_CLIENT_ID`, slot.clientId],
      [`OIDC_${slot.slot}_CLIENT_SECRET`, slot.clientSecret],
      [`OIDC_${slot.slot}_TOKEN_AUTH_METHOD`, slot.tokenAuth],
    ]),
  );
}

/**
 * Starts scripts/oidc-dev-provider.mjs (two real oidc-provider issuers on free loopback ports) and points
 * this test file's configuration at them. lib/env.ts reads the environment once per test file, so this
 * must run in beforeAll, before the file's first call into the app.
 */
export function useDevProviders() {
  const state: { issuers: string[]; stop?: () => void } = { issuers: [] };
  beforeAll(async () => {
    const child = spawn(process.execPath, ['scripts/oidc-dev-provider.mjs'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', OIDC_DEV_PORT: '0', OIDC_DEV_APP_ORIGINS: APP_ORIGIN, ...slotVariables([]) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    state.stop = () => child.kill('SIGTERM');
    state.issuers = await new Promise<string[]>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the OIDC dev provider did not start:\n${output}`)), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /^OIDC_DEV_READY (.+)$/m.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve((JSON.parse(ready[1]!) as { issuers: string[] }).issuers);
        }
      });
      child.once('exit', (code) => reject(new Error(`the OIDC dev provider exited (${code}):\n${output}`)));
    });
    Object.assign(process.env, slotVariables(state.issuers));
  }, 30_000);
  afterAll(() => state.stop?.());
  return state;
}

/** The cookies a response sets, by name ('' for a cleared one), with their attribute strings. */
export function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), { value: pair.slice(at + 1), attributes: attributes.join(';') }];
    }),
  );
}

export interface Browser {
  /** Cookies of the app's origin, as a browser would send them back. */
  cookies: Map<string, string>;
}

export const newBrowser = (): Browser => ({ cookies: new Map() });

function remember(browser: Browser, response: Response) {
  for (const [name, { value }] of setCookies(response)) {
    if (value === '') browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
}

export const cookieHeader = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** "Continue with …": the page's start call (same origin, client token, `lang`), answering the provider's address. */
export async function startSignIn(
  browser: Browser,
  provider: string,
  { next, headers = {} }: { next?: string; headers?: Record<string, string> } = {},
) {
  const result = await callApi(start, `auth/oidc/${provider}/start`, {
    method: 'POST',
    params: { provider },
    body: next ? { next } : {},
    ...(browser.cookies.size ? { cookie: cookieHeader(browser) } : {}),
    headers: { origin: APP_ORIGIN, ...headers },
  });
  remember(browser, result.response);
  return result;
}

/** The provider's redirect back: a browser navigation to the callback, with the page's cookies and no client token. */
export async function arriveAtCallback(browser: Browser, callbackUrl: string) {
  const provider = /\/api\/auth\/oidc\/([^/]+)\/callback/.exec(callbackUrl)?.[1] ?? '';
  const request = new NextRequest(callbackUrl, {
    headers: { host: new URL(APP_ORIGIN).host, ...(browser.cookies.size ? { cookie: cookieHeader(browser) } : {}) },
  });
  const response = await callback(request, { params: Promise.resolve({ provider }) });
  remember(browser, response);
  return response;
}

export interface ProviderAccount {
  login: string;
  email?: string;
  emailVerified?: boolean;
}

/**
 * What a visitor does at the provider: open the authorization URL, sign in on its login page (or press
 * Cancel), and be sent back. Returns the URL of the app the provider redirects to (the callback).
 */
export async function visitProvider(
  authorizationUrl: string,
  account: ProviderAccount | 'cancel',
  providerCookies = new Map<string, string>(),
): Promise<string> {
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...providerCookies].map(([n, v]) => `${n}=${v}`).join('; ') },
    });
    for (const [name, { value }] of setCookies(response)) providerCookies.set(name, value);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(`${APP_ORIGIN}/`)) return url;
      init = {};
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !page.includes('/login"'))
      throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
    // The login page: submit the account, or cancel.
    const action = account === 'cancel' ? 'abort' : 'login';
    url = `${new URL(url).origin}${new URL(url).pathname}/${action}`;
    const form =
      account === 'cancel'
        ? new URLSearchParams()
        : new URLSearchParams({
            login: account.login,
            email: account.email ?? '',
            ...(account.emailVerified === false ? {} : { email_verified: 'on' }),
          });
    init = { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider kept redirecting');
}

/**
 * Start and provider, stopping short of the callback: the browser (holding its flow cookie) and the URL
 * the provider sends it back to. `tamper` may alter the authorization request on its way to the provider.
 */
export async function providerAnswer(
  provider: Slug,
  account: ProviderAccount | 'cancel',
  { browser = newBrowser(), tamper }: { browser?: Browser; tamper?: (request: URL) => void } = {},
) {
  const started = await startSignIn(browser, provider);
  const authorizationUrl = new URL(started.data.url);
  tamper?.(authorizationUrl);
  return { browser, callbackUrl: await visitProvider(authorizationUrl.toString(), account) };
}

/** Start, provider and callback in one go, for a visitor with a fresh browser. */
export async function socialSignIn(provider: Slug, account: ProviderAccount) {
  const { browser, callbackUrl } = await providerAnswer(provider, account);
  const response = await arriveAtCallback(browser, callbackUrl);
  return { browser, response, location: response.headers.get('location') };
}

/** The linking calls of /auth, sent with the browser's cookies (the link cookie among them). */
const linkHandlers = { password: linkPassword, 'code/send': sendCode, 'code/verify': verifyCode, create: createAccount };

export async function postLink(browser: Browser, call: keyof typeof linkHandlers, body: unknown, options: CallOptions = {}) {
  const result = await callApi(linkHandlers[call], `auth/oidc/link/${call}`, {
    method: 'POST',
    body,
    cookie: cookieHeader(browser),
    ...options,
  });
  remember(browser, result.response);
  return result;
}
