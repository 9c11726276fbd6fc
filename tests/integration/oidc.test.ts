import { desc, eq } from 'drizzle-orm';
import { POST as unlinkRoute } from '@/app/api/user/v1/identities/[id]/unlink/route';
import { oidcProviders } from '@/lib/server/auth/oidc/config';
import { linkedIdentitiesOf } from '@/lib/server/auth/oidc/identities';
import { sealTotpSecret } from '@/lib/server/auth/two-factor/totp';
import { db, schema } from '@/lib/server/db';
import { callApi, type Handler } from '../support/api';
import { atClock } from '../support/clock';
import { createUser, resetDatabase, TEST_PASSWORD, updateUser } from '../support/db';
import { envFrom } from '../support/env';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import {
  APP_ORIGIN,
  arriveAtCallback,
  newBrowser,
  postLink,
  setCookies,
  SLOTS,
  socialSignIn,
  startSignIn,
  providerAnswer,
  useDevProviders,
  visitProvider,
  type Browser,
} from '../support/oidc';

/**
 * Social sign-in end to end against two real OpenID Connect providers (oidc-provider, started by
 * scripts/oidc-dev-provider.mjs on free loopback ports): the start and callback routes, the ID token
 * checks, and the linking step, which needs the customer's password or an e-mailed code.
 */

// A customer domain beside localhost, for the cookie checks outside localhost (read once per test file).
process.env.PUBLIC_HOSTS = 'localhost,kryptomat.sk';
const providers = useDevProviders();

beforeEach(async () => {
  await resetDatabase();
});

const { userIdentities, sessions, loginEvents, outbox } = schema;
const SESSION_COOKIE = 'kt_session';
const FLOW_COOKIE = 'kt_oidc_flow';
const LINK_COOKIE = 'kt_oidc_link';

let accountCounter = 0;
/** A provider account nobody has used yet in this run (the provider keeps its sessions in memory). */
const freshAccount = (extra: { email?: string; emailVerified?: boolean } = {}) => ({
  login: `visitor-${Date.now()}-${(accountCounter += 1)}`,
  ...extra,
});

async function identityRows() {
  return db().select().from(userIdentities);
}

/** A customer (with these overrides) whose account at provider alpha is already linked. */
async function linkedCustomer(overrides: Parameters<typeof createUser>[0] = {}) {
  const customer = await createUser(overrides);
  const account = freshAccount();
  await db().insert(userIdentities).values({ userId: customer.id, provider: 'alpha', subject: account.login });
  return { customer, account };
}

const sessionRows = () => db().select().from(sessions).orderBy(desc(sessions.id));

function expectBackOnLogin(response: Response, code: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`/login?social_error=${code}`);
  expect(setCookies(response).get(SESSION_COOKIE)).toBeUndefined();
}

/** The session cookie a response set opens the customer's data (the same check as the 5 s poll). */
async function expectSignedInAs(browser: Browser, userId: number) {
  const token = browser.cookies.get(SESSION_COOKIE);
  expect(token).toBeDefined();
  const view = await callLegacy(VIEW_USER_CALL, userId, { cookie: `${SESSION_COOKIE}=${token}` });
  expect(view.status).toBe(200);
  expect(view.data.u_id).toBe(userId);
}

describe('configuration', () => {
  test('both configured providers are listed, in slot order, with their settings', () => {
    expect(oidcProviders().map(({ id, name, clientId, tokenAuthMethod }) => ({ id, name, clientId, tokenAuthMethod }))).toEqual([
      { id: 'alpha', name: 'Alpha ID', clientId: SLOTS.alpha.clientId, tokenAuthMethod: 'client_secret_basic' },
      { id: 'beta', name: 'Beta Login', clientId: SLOTS.beta.clientId, tokenAuthMethod: 'client_secret_post' },
    ]);
  });

  test('a slot without its variables is hidden; none configured means no provider at all', () => {
    const slotOne = {
      OIDC_1_ID: 'solo',
      OIDC_1_NAME: 'Solo',
      OIDC_1_ISSUER: 'https://id.example.com',
      OIDC_1_CLIENT_ID: 'c',
      OIDC_1_CLIENT_SECRET: 's',
    };

    expect(oidcProviders(envFrom({})).length).toBe(0);
    expect(oidcProviders(envFrom({ ...slotOne, OIDC_2_ID: '', OIDC_2_NAME: '' })).map((provider) => provider.id)).toEqual(['solo']);
  });

  test.each([
    ['a half-configured slot', { OIDC_2_ID: 'half', OIDC_2_NAME: 'Half' }, /OIDC_2_ISSUER: set all of OIDC_2_\* or none/],
    [
      'plain http outside localhost',
      { OIDC_1_ID: 'x', OIDC_1_NAME: 'X', OIDC_1_ISSUER: 'http://id.example.com', OIDC_1_CLIENT_ID: 'c', OIDC_1_CLIENT_SECRET: 's' },
      /OIDC_1_ISSUER: https/,
    ],
    [
      'the reserved slug "link"',
      { OIDC_1_ID: 'link', OIDC_1_NAME: 'X', OIDC_1_ISSUER: 'https://id.example.com', OIDC_1_CLIENT_ID: 'c', OIDC_1_CLIENT_SECRET: 's' },
      /OIDC_1_ID/,
    ],
  ])('%s is refused at start with the variable named', (_case, variables, message) => {
    expect(() => envFrom(variables)).toThrow(message);
  });

  test('an unconfigured provider’s routes do not exist: 404 for start and callback, no cookie', async () => {
    const browser = newBrowser();

    const started = await startSignIn(browser, 'gamma');
    const returned = await arriveAtCallback(browser, 'http://localhost:3000/api/auth/oidc/gamma/callback?code=x&state=y');

    expect([started.status, returned.status]).toEqual([404, 404]);
    expect(started.envelope.message).toBe(messageText('en', 'errors.notFound'));
    expect((await returned.json()).message).toBe(messageText('en', 'errors.notFound'));
    expect(browser.cookies.size).toBe(0);
  });
});

describe('start', () => {
  test('answers the provider’s authorization URL with PKCE S256, state, nonce and the callback on this origin; the flow cookie is sealed, HttpOnly and Lax', async () => {
    const browser = newBrowser();

    const started = await startSignIn(browser, 'alpha');

    expect(started.status).toBe(200);
    const url = new URL(started.data.url);
    expect(url.origin).toBe(providers.issuers[0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: SLOTS.alpha.clientId,
      redirect_uri: 'http://localhost:3000/api/auth/oidc/alpha/callback',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    const flow = setCookies(started.response).get(FLOW_COOKIE)!;
    expect(flow.attributes).toMatch(/HttpOnly/i);
    expect(flow.attributes).toMatch(/SameSite=lax/i);
    expect(flow.attributes).toMatch(/Path=\//i);
    // Sealed: the state, the nonce and the PKCE verifier cannot be read out of it.
    for (const part of flow.value.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString();
      expect(decoded).not.toContain(url.searchParams.get('state'));
      expect(decoded).not.toContain(url.searchParams.get('nonce'));
    }
  });

  test('outside localhost the flow cookie is __Host- prefixed and Secure, and the callback is on that host', async () => {
    const browser = newBrowser();

    const started = await startSignIn(browser, 'alpha', {
      headers: { host: 'www.kryptomat.sk', origin: 'https://www.kryptomat.sk', 'x-forwarded-proto': 'https' },
    });

    expect(new URL(started.data.url).searchParams.get('redirect_uri')).toBe('https://www.kryptomat.sk/api/auth/oidc/alpha/callback');
    const cookie = setCookies(started.response).get(`__Host-${FLOW_COOKIE}`)!;
    expect(cookie.attributes).toMatch(/Secure/i);
    expect(cookie.attributes).not.toMatch(/Domain=/i);
  });

  test('a Host outside PUBLIC_HOSTS gets no redirect URI (400, no flow cookie)', async () => {
    const browser = newBrowser();

    const started = await startSignIn(browser, 'alpha', { headers: { host: 'evil.example', origin: 'http://evil.example' } });

    expect(started.status).toBe(400);
    expect(browser.cookies.size).toBe(0);
  });

  test('a foreign Origin is refused like every other POST (403, no cookie)', async () => {
    const browser = newBrowser();

    const started = await startSignIn(browser, 'alpha', { headers: { origin: 'https://evil.example' } });

    expect(started.status).toBe(403);
    expect(browser.cookies.size).toBe(0);
  });

  test('the page’s language localizes where the flow ends (German: /de/login)', async () => {
    const browser = newBrowser();
    const started = await startSignIn(browser, 'alpha', { headers: { lang: 'de' } });
    const state = new URL(started.data.url).searchParams.get('state');

    const response = await arriveAtCallback(
      browser,
      `http://localhost:3000/api/auth/oidc/alpha/callback?state=${state}&error=access_denied`,
    );

    expect(response.headers.get('location')).toBe('/de/login?social_error=cancelled');
  });

  test.each([
    ['/Summary', '/Summary'],
    ['//evil.example/steal', '/Dashboard_new'],
    ['https://evil.example/', '/Dashboard_new'],
  ])('after sign-in the browser goes on to `next` %s only if it is a path of this site (→ %s)', async (next, expected) => {
    const { customer, account } = await linkedCustomer();
    const browser = newBrowser();
    const started = await startSignIn(browser, 'alpha', { next });

    const response = await arriveAtCallback(browser, await visitProvider(started.data.url, account));

    expect(response.headers.get('location')).toBe(expected);
    await expectSignedInAs(browser, customer.id);
  });

  test('a provider that cannot be reached: 503 with the provider message, no flow cookie', async () => {
    // A configuration of its own (lib/env.ts reads the environment once per module registry).
    const saved = process.env;
    process.env = { ...saved, OIDC_1_ID: 'down', OIDC_1_ISSUER: 'http://127.0.0.1:9' };
    try {
      let isolatedStart: Handler | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        isolatedStart = (require('@/app/api/auth/oidc/[provider]/start/route') as { POST: Handler }).POST;
      });
      const started = await callApi(isolatedStart!, 'auth/oidc/down/start', {
        method: 'POST',
        params: { provider: 'down' },
        body: {},
        headers: { origin: APP_ORIGIN },
      });

      expect(started.status).toBe(503);
      expect(started.envelope.message).toBe(messageText('en', 'social.errors.unavailable'));
      expect(started.response.headers.get('set-cookie')).toBeNull();
    } finally {
      process.env = saved;
    }
  });
});

describe('a linked provider account', () => {
  test('signs its customer in: active session, login event, last use recorded, flow cookie spent', async () => {
    const { customer, account } = await linkedCustomer();

    const { browser, response } = await socialSignIn('alpha', account);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/Dashboard_new');
    expect(setCookies(response).get(FLOW_COOKIE)?.value).toBe('');
    await expectSignedInAs(browser, customer.id);
    expect((await sessionRows())[0]).toMatchObject({ userId: customer.id, state: 'active' });
    expect(await db().select({ success: loginEvents.success }).from(loginEvents).where(eq(loginEvents.userId, customer.id))).toEqual([
      { success: true },
    ]);
    const [identity] = await identityRows();
    expect(identity?.lastUsedAt).toBeInstanceOf(Date);
    expect(identity?.email).toBe(`${account.login}@social.example.test`);
  });

  test.each([
    ['alpha', 'from userinfo (the ID token leaves it out)'],
    ['beta', 'from the ID token'],
  ] as const)('at %s, its e-mail is taken %s and kept with the link', async (provider, _source) => {
    const customer = await createUser();
    const account = freshAccount({ email: `${provider}.person@example.test` });
    await db().insert(userIdentities).values({ userId: customer.id, provider, subject: account.login });

    const { location } = await socialSignIn(provider, account);

    expect(location).toBe('/Dashboard_new');
    expect(await identityRows()).toEqual([expect.objectContaining({ provider, email: `${provider}.person@example.test` })]);
  });

  test('with 2FA on, the session is pending and the browser goes to /verify2faotp; no success is recorded yet', async () => {
    const { customer, account } = await linkedCustomer();
    await updateUser(customer.id, { authEnabled: true, totpSecret: sealTotpSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', customer.id) });

    const { response } = await socialSignIn('alpha', account);

    expect(response.headers.get('location')).toBe('/verify2faotp');
    expect((await sessionRows())[0]).toMatchObject({ userId: customer.id, state: 'pending' });
    expect(await db().$count(loginEvents)).toBe(0);
  });

  test('of a blocked customer signs nobody in', async () => {
    const { account } = await linkedCustomer({ status: 'blocked' });

    const { response } = await socialSignIn('alpha', account);

    expectBackOnLogin(response, 'blocked');
    expect(await db().$count(sessions)).toBe(0);
  });

  test('links per provider: the same subject at the other provider is another account (slot 2, client_secret_post)', async () => {
    const { account } = await linkedCustomer();

    const { response } = await socialSignIn('beta', account);

    expect(response.headers.get('location')).toBe('/auth');
    expect(await db().$count(sessions)).toBe(0);
  });
});

describe('an unlinked provider account', () => {
  test('goes to /auth with a sealed link cookie and no session, even when its e-mail is a customer’s', async () => {
    const customer = await createUser();

    const { browser, response } = await socialSignIn('alpha', freshAccount({ email: customer.email }));

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth');
    const link = setCookies(response).get(LINK_COOKIE)!;
    expect(link.attributes).toMatch(/HttpOnly/i);
    expect(link.value).not.toContain(customer.email);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await identityRows()).toEqual([]);
    expect(await db().$count(sessions)).toBe(0);
  });

  test('is linked after the customer’s password, signs in, e-mails the customer, and next time signs in directly', async () => {
    const customer = await createUser();
    const account = freshAccount();
    const { browser } = await socialSignIn('alpha', account);

    const linked = await postLink(browser, 'password', { login: customer.email, password: TEST_PASSWORD });

    expect(linked.status).toBe(200);
    expect(linked.data).toMatchObject({ u_id: customer.id, accesstoken: expect.any(String) });
    expect(browser.cookies.has(LINK_COOKIE)).toBe(false);
    await expectSignedInAs(browser, customer.id);
    expect(await identityRows()).toEqual([expect.objectContaining({ userId: customer.id, provider: 'alpha', subject: account.login })]);
    const [notice] = await db().select().from(outbox).where(eq(outbox.purpose, 'identity-linked'));
    expect(notice).toMatchObject({
      recipient: customer.email,
      subject: messageText('en', 'social.mailLinkedSubject').replace('{provider}', 'Alpha ID').replace('{brand}', 'Kryptomat'),
    });

    const again = await socialSignIn('alpha', account);

    expect(again.location).toBe('/Dashboard_new');
    await expectSignedInAs(again.browser, customer.id);
  });

  test("issue 9 item 4: an account whose e-mail was never verified is not linked even with its password (403), so a squatter cannot collect the owner's sign-ins", async () => {
    const squatter = await createUser({ emailVerifiedAt: null });
    const { browser } = await socialSignIn('alpha', freshAccount({ email: squatter.email, emailVerified: true }));

    const refused = await postLink(browser, 'password', { login: squatter.email, password: TEST_PASSWORD });

    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(messageText('en', 'errors.socialLinkUnverified'));
    expect(await identityRows()).toEqual([]);
  });

  test('a wrong password links nothing (401, the sign-in message) and the step stays open for the right one', async () => {
    const customer = await createUser();
    const { browser } = await socialSignIn('alpha', freshAccount());

    const wrong = await postLink(browser, 'password', { login: customer.email, password: 'not the password' });

    expect(wrong.status).toBe(401);
    expect(wrong.envelope.message).toBe(messageText('en', 'errors.invalidCredentials'));
    expect(wrong.response.headers.get('set-cookie')).toBeNull();
    expect(await identityRows()).toEqual([]);
    expect((await postLink(browser, 'password', { login: customer.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test('the password proof is rate-limited per account like sign-in (the 9th try within 15 minutes → 429)', async () => {
    const customer = await createUser();
    const { browser } = await socialSignIn('alpha', freshAccount());

    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await postLink(browser, 'password', { login: customer.email, password: `wrong ${attempt}` })).status).toBe(401);
    }
    const blocked = await postLink(browser, 'password', { login: customer.email, password: TEST_PASSWORD });

    expect(blocked.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await identityRows()).toEqual([]);
  });

  test('is linked after a code e-mailed to the customer’s address, in the customer’s language', async () => {
    const customer = await createUser({ language: 'de' });
    const account = freshAccount();
    const { browser } = await socialSignIn('beta', account);

    const sent = await postLink(browser, 'code/send', { email: customer.email.toUpperCase() });

    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ message: messageText('en', 'social.codeSent').replace('{brand}', 'Kryptomat'), resendSeconds: 60 });
    const [mail] = await db().select().from(outbox).where(eq(outbox.purpose, 'link-identity'));
    expect(mail?.recipient).toBe(customer.email);
    expect(mail?.subject).toBe(messageText('de', 'social.mailCodeSubject').replace('{brand}', 'Kryptomat'));
    expect(mail?.textBody).toContain('Beta Login');
    const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
    expect(code).toBeDefined();

    const linked = await postLink(browser, 'code/verify', { email: customer.email, code });

    expect(linked.status).toBe(200);
    expect(linked.data.u_id).toBe(customer.id);
    await expectSignedInAs(browser, customer.id);
    expect(await identityRows()).toEqual([expect.objectContaining({ userId: customer.id, provider: 'beta', subject: account.login })]);
  });

  test('the code step answers alike for an unknown address and sends nothing; a wrong code is one 422', async () => {
    const customer = await createUser();
    const { browser } = await socialSignIn('alpha', freshAccount());

    const unknown = await postLink(browser, 'code/send', { email: 'nobody@example.test' });
    const known = await postLink(browser, 'code/send', { email: customer.email });
    const wrong = await postLink(browser, 'code/verify', { email: customer.email, code: '000000' });
    const stranger = await postLink(browser, 'code/verify', { email: 'nobody@example.test', code: '123456' });

    expect(unknown.data).toEqual(known.data);
    expect(await db().select({ recipient: outbox.recipient }).from(outbox)).toEqual([{ recipient: customer.email }]);
    for (const refused of [wrong, stranger]) {
      expect(refused.status).toBe(422);
      expect(refused.envelope.message).toBe(messageText('en', 'errors.oneTimeCodeInvalid'));
    }
    expect(await identityRows()).toEqual([]);
  });

  test('the code check is rate-limited per address (the 6th try within 15 minutes → 429)', async () => {
    const customer = await createUser();
    const { browser } = await socialSignIn('alpha', freshAccount());
    await postLink(browser, 'code/send', { email: customer.email });

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postLink(browser, 'code/verify', { email: customer.email, code: `00000${attempt}` })).status).toBe(422);
    }

    expect((await postLink(browser, 'code/verify', { email: customer.email, code: '123456' })).status).toBe(429);
  });

  test('without the link cookie (expired, or another browser) every linking call is 401 with its message', async () => {
    const customer = await createUser();
    const stranger = newBrowser();

    for (const [call, body] of [
      ['password', { login: customer.email, password: TEST_PASSWORD }],
      ['code/send', { email: customer.email }],
      ['code/verify', { email: customer.email, code: '123456' }],
    ] as const) {
      const result = await postLink(stranger, call, body);
      expect(result.status).toBe(401);
      expect(result.envelope.message).toBe(messageText('en', 'social.linkExpired'));
    }
    expect(await db().$count(outbox)).toBe(0);
  });

  test('a link cookie replayed after linking cannot move the account to another customer (409)', async () => {
    const first = await createUser();
    const second = await createUser();
    const { browser } = await socialSignIn('alpha', freshAccount());
    const replayed = new Map(browser.cookies);
    await postLink(browser, 'password', { login: first.email, password: TEST_PASSWORD });

    const result = await postLink({ cookies: replayed }, 'password', { login: second.email, password: TEST_PASSWORD });

    expect(result.status).toBe(409);
    expect(result.envelope.message).toBe(messageText('en', 'social.alreadyLinked'));
    expect(await identityRows()).toEqual([expect.objectContaining({ userId: first.id })]);
  });
});

describe('forged, replayed and mismatched callbacks sign nobody in', () => {
  test('a forged state', async () => {
    const { browser, callbackUrl } = await providerAnswer('alpha', freshAccount());
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'A'.repeat(43));

    const response = await arriveAtCallback(browser, forged.toString());

    expectBackOnLogin(response, 'rejected');
    expect(await db().$count(sessions)).toBe(0);
  });

  test('a replayed callback: the first use signs in, the second (same URL, same cookie) is refused', async () => {
    const { account } = await linkedCustomer();
    const { browser, callbackUrl } = await providerAnswer('alpha', account);
    const flowCookie = browser.cookies.get(FLOW_COOKIE)!;

    const first = await arriveAtCallback(browser, callbackUrl);
    const withoutCookie = await arriveAtCallback(browser, callbackUrl);
    const withCopiedCookie = await arriveAtCallback({ cookies: new Map([[FLOW_COOKIE, flowCookie]]) }, callbackUrl);

    expect(first.headers.get('location')).toBe('/Dashboard_new');
    expectBackOnLogin(withoutCookie, 'expired');
    // The provider spends a code once: the copy of the cookie gets as far as the exchange and no further.
    expectBackOnLogin(withCopiedCookie, 'failed');
    expect(await db().$count(sessions)).toBe(1);
  });

  test('a callback arriving in another browser (no flow cookie) — the login-CSRF case', async () => {
    const { account } = await linkedCustomer();
    const { callbackUrl } = await providerAnswer('alpha', account);

    const response = await arriveAtCallback(newBrowser(), callbackUrl);

    expectBackOnLogin(response, 'expired');
    expect(await db().$count(sessions)).toBe(0);
  });

  test('an ID token whose nonce is not the flow’s (the authorization request was tampered with)', async () => {
    const { account } = await linkedCustomer();
    const { browser, callbackUrl } = await providerAnswer('alpha', account, {
      tamper: (request) => request.searchParams.set('nonce', 'B'.repeat(43)),
    });

    const response = await arriveAtCallback(browser, callbackUrl);

    expectBackOnLogin(response, 'rejected');
    expect(await db().$count(sessions)).toBe(0);
  });

  test('a flow cookie of the other provider', async () => {
    const { browser, callbackUrl } = await providerAnswer('alpha', freshAccount());

    expectBackOnLogin(await arriveAtCallback(browser, callbackUrl.replace('/alpha/', '/beta/')), 'expired');
  });

  test('an expired flow cookie (older than 10 minutes)', async () => {
    const { browser, callbackUrl } = await providerAnswer('alpha', freshAccount());
    await atClock(new Date(Date.now() + 11 * 60 * 1000), async () =>
      expectBackOnLogin(await arriveAtCallback(browser, callbackUrl), 'expired'),
    );
  });

  test('an altered flow cookie', async () => {
    const { browser, callbackUrl } = await providerAnswer('alpha', freshAccount());
    const sealed = browser.cookies.get(FLOW_COOKIE)!;
    browser.cookies.set(FLOW_COOKIE, `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);

    expectBackOnLogin(await arriveAtCallback(browser, callbackUrl), 'expired');
  });

  test('the visitor cancels at the provider', async () => {
    const { browser, callbackUrl } = await providerAnswer('alpha', 'cancel');

    const response = await arriveAtCallback(browser, callbackUrl);

    expectBackOnLogin(response, 'cancelled');
    expect(setCookies(response).get(FLOW_COOKIE)?.value).toBe('');
  });

  test('a mix-up: an `iss` that is not this provider', async () => {
    const { browser, callbackUrl } = await providerAnswer('alpha', freshAccount());
    const mixedUp = new URL(callbackUrl);
    mixedUp.searchParams.set('iss', providers.issuers[1]!);

    expectBackOnLogin(await arriveAtCallback(browser, mixedUp.toString()), 'rejected');
  });
});

test('the provider’s e-mail is kept lower-cased with the link, verified or not', async () => {
  const customer = await createUser();
  const account = freshAccount({ email: 'Mixed.Case@Example.test', emailVerified: false });
  const { browser } = await socialSignIn('alpha', account);

  await postLink(browser, 'password', { login: customer.email, password: TEST_PASSWORD });

  expect(await identityRows()).toEqual([expect.objectContaining({ subject: account.login, email: 'mixed.case@example.test' })]);
});

describe('/Settings: the customer’s linked accounts', () => {
  const unlink = (identityId: number, token: string) =>
    callApi(unlinkRoute, `user/v1/identities/${identityId}/unlink`, {
      method: 'POST',
      params: { id: String(identityId) },
      body: {},
      token,
    });

  test('are listed with the provider’s name, newest first', async () => {
    const { customer } = await linkedCustomer();
    const { browser } = await socialSignIn('beta', freshAccount({ email: 'beta@example.test' }));
    await postLink(browser, 'password', { login: customer.email, password: TEST_PASSWORD });

    const listed = await linkedIdentitiesOf(customer.id);

    expect(listed.map(({ providerName, email }) => ({ providerName, email }))).toEqual([
      { providerName: 'Beta Login', email: 'beta@example.test' },
      { providerName: 'Alpha ID', email: null },
    ]);
  });

  test('unlinking one ends its sign-in: the next social sign-in asks to link again', async () => {
    const { customer, account } = await linkedCustomer();
    const [identity] = await identityRows();

    const result = await unlink(identity!.id, await signIn(customer));

    expect(result.status).toBe(200);
    expect(await identityRows()).toEqual([]);
    expect((await socialSignIn('alpha', account)).location).toBe('/auth');
  });

  test('another customer’s link is not found (404) and stays', async () => {
    await linkedCustomer();
    const [identity] = await identityRows();
    const stranger = await createUser();

    const result = await unlink(identity!.id, await signIn(stranger));

    expect(result.status).toBe(404);
    expect(await identityRows()).toHaveLength(1);
  });
});
