import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { callApi, type CallOptions, type Handler } from '../support/api';
import {
  countUsers,
  createUser,
  insertAutoLogoutSetting,
  insertBroadcast,
  resetDatabase,
  TEST_PASSWORD,
  AFTER_ACCOUNT,
} from '../support/db';
import { POST as postPictureRoute } from '@/app/api/user/v1/profile/picture/route';
import { POST as loginRoute } from '@/app/api/user/v1/login/route';
import { POST as newsletterRoute } from '@/app/api/newsletter/v1/subscribe/route';
import { POST as profileUpdateRoute } from '@/app/api/user/v1/profile/update/route';
import type { IncomingMessage } from 'node:http';
import { clientIpOf, stampClientIp, trustedProxyHops } from '@/lib/client-ip.mjs';
import { translatorFor } from '@/lib/server/i18n/translate';
import { enforceRateLimit, RATE_LIMIT_POLICIES, rateLimitKey } from '@/lib/server/security/rate-limit';
import { VALID_PROFILE } from '../support/edit-profile';
import { POST as confirmContactRoute } from '@/app/api/user/v1/profile/contact/confirm/route';
import { sealTotpSecret } from '@/lib/server/auth/two-factor/totp';
import { openSession } from '@/lib/server/auth/session/session';
import { latestCodeTo } from '../support/registration';
import { postForgot } from '../support/recovery';
import { customerByLinkCode, sendLinkCode, type LinkStep } from '@/lib/server/auth/oidc/link';
import { hashToken } from '@/lib/server/auth/session/tokens';
import { pendingTwoFactorSetup } from '@/lib/server/auth/two-factor/two-factor';
import { authenticatorCode, authenticatorCodeSteps } from '../support/totp';
import { postTwoFactor } from '../support/twofactor';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { startSignedInSession } from '@/lib/server/auth/session/sign-in';
import { POST as transactionCheckRoute } from '@/app/api/public/v1/transaction-check/route';
import { signQuote } from '@/lib/server/checkout/quote-token';
import { simulatedProvider } from '@/lib/server/payments/simulated';
import {
  CARDS,
  cardFields,
  postCardCreate,
  postCardQuote,
  postChallenge,
  postSwapCreate,
  postSwapQuote,
  seedPrices,
  WALLETS,
} from '../support/orders';
import { withOrderNodes } from '../support/chain';
import { envFrom } from '../support/env';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { corporateRegistration, postContactStep, registerPending } from '../support/registration';
import { postLogin, postLogout, postRegister, signIn } from '../support/session';

/**
 * The attacks the issue names, run against every API route there is: the routes are read from app/api,
 * so a route added later is covered without being listed here, and only a deliberate entry in PUBLIC
 * lets one answer without a session.
 */

// Orders need a node for their coins: LTC, and a litecoind standing in for BTC (tests/support/chain.ts), configured
// before anything in this file reads the configuration.
const nodes = withOrderNodes();

beforeEach(async () => {
  await resetDatabase();
  await insertAutoLogoutSetting();
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const STATE_CHANGING = METHODS.filter((method) => method !== 'GET');
/**
 * Routes open without a session: sign-in, sign-up, sign-out (always clears the cookie), password and 2FA recovery, social
 * sign-in and its linking step, the newsletter, health, 404, the public order forms (swap, buy by card, gift voucher and
 * the 3-D Secure answer: no account needed), the public site's forms (transaction check, fraud report) and an e-mail's
 * unsubscribe link (the link names the customer and can only turn one notification off); the passkey-only sign-in (the
 * passkey names the account); and the API's own OpenAPI document.
 */
const PUBLIC = new Set([
  'health',
  'openapi.json',
  '[...path]',
  'user/v1/login',
  'user/v1/passkeys/signin/options',
  'user/v1/passkeys/signin',
  'user/v1/register',
  'user/v1/logout',
  'user/v1/password/forgot',
  'user/v1/password/reset',
  'user/v1/twofactor/forgot/send',
  'user/v1/twofactor/forgot/reset',
  'orders/v1/swap/quote',
  'orders/v1/swap/create',
  'orders/v1/card/quote',
  'orders/v1/card/create',
  'orders/v1/voucher/buy',
  // A visitor's sell for cash at an ATM, paid on chain (cash-sell-visitor.test.ts).
  'orders/v1/cash-sell/create',
  'payments/v1/challenge',
  'auth/oidc/[provider]/start',
  'auth/oidc/[provider]/callback',
  'auth/oidc/link/password',
  'auth/oidc/link/code/send',
  'auth/oidc/link/code/verify',
  'newsletter/v1/subscribe',
  'public/v1/transaction-check',
  'public/v1/fraud-reports',
  // /jiranote: someone who cannot sign in writes to support.
  'public/v1/support-notes',
  'unsubscribe/[id]',
  // The card issuer's webhook: a machine without a session, refused unless signed with the issuer's secret (cards.test.ts).
  'cards/v1/webhook',
  // The ATMs' machine API: no session, each request signed with the machine's own key (cash-orders.test.ts).
  'atm/v1/redeem',
  'atm/v1/heartbeat',
  'atm/v1/buy-cash',
  // A new withdrawal address's cancel link: its token names the address, signed in or not (chain-withdrawals.test.ts).
  'public/v1/withdrawal-address-cancel',
  // An account made from a social sign-in: only with the linking step's sealed flow cookie (userinfo.test.ts).
  'auth/oidc/link/create',
]);
/**
 * The only routes that answer GET: reads of the legacy contract, the session list, the own picture, the
 * statement and own-document downloads, health, the OpenAPI document and the 404 catch-all.
 */
const READ_ONLY = [
  '[...path]',
  'health',
  'openapi.json',
  'user/v1/avatar/[name]',
  // The own recurring buys and price alerts.
  'user/v1/exchange/dca',
  'user/v1/price-alerts',
  // The own payment cards (masked) and one card's payments.
  'user/v1/cards',
  'user/v1/cards/[id]/transactions',
  // One own cash order (another's is 404), with its code while a machine may use it.
  'user/v1/cash-orders/[id]',
  // The own verification document's download: reads the file, changes nothing.
  'user/v1/documents/[id]',
  'user/v1/sessions',
  'user/v1/statements/[format]',
  // The own support tickets, one with its conversation, and their attachments' downloads.
  'user/v1/tickets',
  'user/v1/tickets/[id]',
  'user/v1/tickets/attachments/[id]',
  'user/v1/unreadbroadcast/[u_id]',
  'user/v1/unreadnews/[u_id]',
  'user/v1/viewautologoutbcm/[id]',
  'user/v1/viewuser/[u_id]',
];
/**
 * GETs that change state because a protocol makes them GETs: the OpenID Connect callback, where the
 * provider sends the browser back with `code` and `state`. It signs in only when the answer matches the
 * state, PKCE verifier and nonce sealed in this browser's flow cookie, which a cross-site link cannot
 * supply (tests/integration/oidc.test.ts forges, replays and mismatches it).
 */
const PROTOCOL_REDIRECTS = ['auth/oidc/[provider]/callback'];
const FOREIGN_ORIGIN = 'https://evil.example';

interface Route {
  path: string;
  handlers: Partial<Record<(typeof METHODS)[number], Handler>>;
}

const API_DIR = path.join(process.cwd(), 'app/api');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const ROUTES: Route[] = routeFiles(API_DIR).map((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(file) as Record<string, unknown>;
  const handlers = Object.fromEntries(
    METHODS.filter((method) => typeof exported[method] === 'function').map((method) => [method, exported[method]]),
  );
  return { path: path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/'), handlers };
});

/** [route path, method, route] for every exported handler the filter keeps. */
function exportsWhere(keep: (route: Route, method: (typeof METHODS)[number]) => boolean) {
  return ROUTES.flatMap((route) =>
    METHODS.filter((method) => route.handlers[method] && keep(route, method)).map((method) => [route.path, method, route] as const),
  );
}

/** Calls a route with its path parameters filled: `userId` for [u_id], 1 for [id], any path for [...path]. */
function callRoute(route: Route, method: (typeof METHODS)[number], userId: number, options: CallOptions = {}) {
  const params: Record<string, string> = {};
  const urlPath = route.path.replace(/\[(\.\.\.)?(\w+)\]/g, (_segment, _rest, name: string) => {
    params[name] = name === 'u_id' ? String(userId) : '1';
    return params[name];
  });
  const handler = route.handlers[method];
  if (!handler) throw new Error(`${route.path} has no ${method}`);
  return callApi(handler, urlPath, { method, params, body: method === 'GET' ? undefined : {}, ...options });
}

test('the route list was read (a broken discovery must not pass every test below vacuously)', () => {
  expect(ROUTES.map((route) => route.path)).toEqual(
    expect.arrayContaining(['user/v1/login', 'user/v1/register', 'user/v1/logout', 'user/v1/viewuser/[u_id]']),
  );
});

describe('every logged-in API call', () => {
  const FORGED_PROXY_HEADERS = [
    'middleware',
    'proxy',
    'src/middleware:middleware:middleware:middleware:middleware',
    'proxy:proxy:proxy:proxy:proxy',
  ];

  test.each(exportsWhere((route) => !PUBLIC.has(route.path)))('%s %s without a session → 401 and no data', async (_path, method, route) => {
    const user = await createUser();

    const result = await callRoute(route, method, user.id);

    expect(result.status).toBe(401);
    expect(result.envelope.message).toBe(messageText('en', 'errors.signInRequired'));
    expect(result.data).toBeNull();
  });

  test.each(exportsWhere((route) => !PUBLIC.has(route.path)))(
    '%s %s with a forged x-middleware-subrequest and no session → 401',
    async (_path, method, route) => {
      const user = await createUser();

      for (const forged of FORGED_PROXY_HEADERS) {
        const result = await callRoute(route, method, user.id, { headers: { 'x-middleware-subrequest': forged } });
        expect(result.status).toBe(401);
        expect(result.data).toBeNull();
      }
    },
  );

  test.each(exportsWhere((route) => route.path.includes('[u_id]')))(
    "%s %s with another user's id → 403 without their data",
    async (_path, method, route) => {
      const me = await createUser();
      const victim = await createUser({ firstName: 'Victim', lastName: 'Person', phone: '+420777888999' });
      await insertBroadcast({ toSend: 'User', toId: victim.id, createdAt: AFTER_ACCOUNT, title: 'Private to the victim' });
      const token = await signIn(me);

      const result = await callRoute(route, method, victim.id, { token });

      expect(result.status).toBe(403);
      expect(result.envelope.message).toBe(messageText('en', 'errors.notYourAccount'));
      expect(result.data).toBeNull();
      for (const secret of [victim.email, 'Victim', '+420777888999', 'Private to the victim'])
        expect(JSON.stringify(result.envelope)).not.toContain(secret);
    },
  );

  test('logout without a session ends nobody else’s session', async () => {
    const victim = await createUser();
    const token = await signIn(victim);

    const result = await postLogout();

    expect(result.status).toBe(200);
    expect((await callLegacy(VIEW_USER_CALL, victim.id, { token })).status).toBe(200);
  });
});

/** The ATMs' machine API: authenticated by each request's signature under the machine's key, never by a cookie. */
const machineApi = (route: Route) => route.path.startsWith('atm/v1/');

describe('cross-site requests', () => {
  test.each(exportsWhere((route, method) => method !== 'GET' && machineApi(route)))(
    '%s %s from a foreign Origin with a valid session but no signature → 401, the cookie counts for nothing',
    async (_path, method, route) => {
      const user = await createUser();
      const result = await callRoute(route, method, user.id, {
        token: await signIn(user),
        headers: { origin: FOREIGN_ORIGIN },
        body: { code: '000000000000', status: 'In Maintenance' },
      });
      expect(result.status).toBe(401);
    },
  );

  test.each(exportsWhere((route, method) => method !== 'GET' && !machineApi(route)))(
    '%s %s from a foreign Origin → 403, even with a valid session, and nothing changes',
    async (_path, method, route) => {
      const user = await createUser();
      const token = await signIn(user);
      const before = { users: await countUsers(), sessions: await db().$count(schema.sessions) };

      const result = await callRoute(route, method, user.id, {
        token,
        headers: { origin: FOREIGN_ORIGIN },
        body: {
          login: user.email,
          password: TEST_PASSWORD,
          email: 'new@example.test',
          confirmPassword: TEST_PASSWORD,
          profileType: 'personal',
        },
      });

      expect(result.status).toBe(403);
      expect(result.envelope.message).toBe(messageText('en', 'errors.crossSite'));
      expect(result.response.headers.get('set-cookie')).toBeNull();
      expect({ users: await countUsers(), sessions: await db().$count(schema.sessions) }).toEqual(before);
      expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);
    },
  );

  test('no GET changes state: GET is answered only by the read-only calls and the protocol redirects', () => {
    expect(
      exportsWhere((_route, method) => method === 'GET')
        .map(([routePath]) => routePath)
        .sort(),
    ).toEqual([...READ_ONLY, ...PROTOCOL_REDIRECTS].sort());
  });

  test('every route that changes state takes only state-changing methods', () => {
    for (const [, method] of exportsWhere((route) => !READ_ONLY.includes(route.path) && !PROTOCOL_REDIRECTS.includes(route.path)))
      expect(STATE_CHANGING).toContain(method);
  });

  test.each(PROTOCOL_REDIRECTS)('%s answers GET only, the method its protocol prescribes', (routePath) => {
    const route = ROUTES.find((candidate) => candidate.path === routePath);
    expect(Object.keys(route?.handlers ?? {})).toEqual(['GET']);
  });
});

describe('injection strings in every form field', () => {
  const INJECTIONS = ["' OR 1=1 --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE users; --"];
  const PASSWORD = 'a sound passphrase';
  const LOGIN_FIELDS = { login: 'ada@example.test', password: TEST_PASSWORD };
  const REGISTER_FIELDS = {
    ...corporateRegistration({ email: 'new@example.test', phone: '601234567' }),
    password: PASSWORD,
    confirmPassword: PASSWORD,
  };
  /** Free text may hold quotes and dashes (O'Brien, Smith-Jones): stored exactly as typed, while < and > are refused. */
  const FREE_TEXT = new Set(['firstName', 'lastName', 'companyName', 'companyAddress']);
  const cases = <T extends object>(fields: T) => Object.keys(fields).flatMap((field) => INJECTIONS.map((value) => [field, value] as const));

  async function expectUsersIntact(ada: { id: number; email: string }, count = 1) {
    const [table] = (await db().execute<{ name: string | null }>(sql`SELECT to_regclass('public.users')::text AS name`)).rows;
    expect(table?.name).toBe('users');
    expect(await countUsers()).toBe(count);
    expect((await postLogin({ login: ada.email, password: TEST_PASSWORD })).data.u_id).toBe(ada.id);
  }

  function expectRefusedWithoutEcho(result: Awaited<ReturnType<typeof postLogin>>, value: string) {
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.envelope.message).not.toBe('');
    expect(result.response.headers.get('set-cookie')).toBeNull();
    expect(JSON.stringify(result.envelope)).not.toContain(value);
    expect(JSON.stringify(result.data)).not.toContain(value);
  }

  test.each(cases(LOGIN_FIELDS))('login with %s = %j → a clear 4xx, no session, users intact', async (field, value) => {
    const ada = await createUser({ email: 'ada@example.test' });

    const result = await postLogin({ ...LOGIN_FIELDS, [field]: value });

    expectRefusedWithoutEcho(result, value);
    if (field === 'login') {
      expect(result.status).toBe(422);
      expect(result.data.fieldErrors).toEqual({ login: messageText('en', 'validation.emailOrPhone') });
    } else {
      expect(result.envelope.message).toBe(messageText('en', 'errors.invalidCredentials'));
    }
    await expectUsersIntact(ada);
  });

  test.each(cases(REGISTER_FIELDS).filter(([field, value]) => !FREE_TEXT.has(field) || /[<>]/.test(value)))(
    'register with %s = %j → 422 naming the field, no account, users intact',
    async (field, value) => {
      const ada = await createUser({ email: 'ada@example.test' });

      const result = await postRegister({ ...REGISTER_FIELDS, [field]: value });

      expectRefusedWithoutEcho(result, value);
      expect(result.status).toBe(422);
      // A password may hold any characters, so an injected password is refused only for not matching its confirmation.
      const refusedField = field === 'password' ? 'confirmPassword' : field;
      expect(Object.keys(result.data.fieldErrors)).toEqual([refusedField]);
      await expectUsersIntact(ada);
    },
  );

  test.each(cases(REGISTER_FIELDS).filter(([field, value]) => FREE_TEXT.has(field) && !/[<>]/.test(value)))(
    'register with %s = %j → stored exactly as typed (bound, never spliced into SQL), users intact',
    async (field, value) => {
      const ada = await createUser({ email: 'ada@example.test' });

      const result = await postRegister({ ...REGISTER_FIELDS, [field]: value });

      expect(result.status).toBe(200);
      const [created] = await db()
        .select()
        .from(schema.users)
        .where(sql`${schema.users.id} = ${result.data.temp_u_id}`);
      expect(created?.[field as 'firstName']).toBe(value);
      await expectUsersIntact(ada, 2);
    },
  );

  test.each(INJECTIONS)('a registration code of %j → 422 naming the code, nothing proven', async (value) => {
    const { token, user } = await registerPending();

    const result = await postContactStep('email', 'verify', { code: value }, { token });

    expectRefusedWithoutEcho(result, value);
    expect(result.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ code: messageText('en', 'validation.oneTimeCode') });
    const [stored] = await db()
      .select()
      .from(schema.users)
      .where(sql`${schema.users.id} = ${user.id}`);
    expect(stored?.emailVerifiedAt).toBeNull();
  });
});

describe('the session cookie', () => {
  test('outside localhost it is __Host- prefixed, Secure, HttpOnly, host-only, path /', async () => {
    const user = await createUser();

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD }, { headers: { host: 'www.kryptomat.example' } });

    const cookie = result.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^__Host-kt_session=${result.data.accesstoken};`));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  test.each(['localhost:3000', '127.0.0.1:3100'])('on %s it is the plain name without Secure (plain HTTP)', async (host) => {
    const user = await createUser();

    const result = await postLogin({ login: user.email, password: TEST_PASSWORD }, { headers: { host } });

    const cookie = result.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^kt_session=/);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe('issue 9 items 13-14: production secrets and request body caps', () => {
  /** A real deployment: NODE_ENV=production (set by the operator) with its own database, not the launcher's embedded demo. */
  const DEPLOYMENT = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app@db.internal/kryptomat',
    PUBLIC_ORIGIN: 'https://www.kryptomat.example',
  };
  const GOOD_SECRETS = {
    ORDER_SIGNING_KEY: 'q'.repeat(24) + 'Zx81-signing-secret',
    TOTP_ENCRYPTION_KEY: 'w'.repeat(24) + 'Pm42-totp-secret-value',
    CARD_WEBHOOK_SECRET: 'e'.repeat(24) + 'Kc07-card-webhook-secret',
  };
  const SECRETS = ['ORDER_SIGNING_KEY', 'TOTP_ENCRYPTION_KEY', 'CARD_WEBHOOK_SECRET'] as const;
  /** The values .env.example shows (commented out): public, so as good as no secret at all. */
  const exampleValue = (name: string) =>
    new RegExp(`^# ${name}=(.+)$`, 'm').exec(readFileSync(path.join(process.cwd(), '.env.example'), 'utf8'))?.[1];
  const refusal = (variables: Record<string, string>) => {
    try {
      envFrom(variables);
    } catch (error) {
      return String(error instanceof Error ? error.message : error);
    }
    return null;
  };

  test('item 13: a deployment without its own secrets or public address, in demo mode and with the outbox page does not start; one message names each variable', () => {
    const message = refusal({
      NODE_ENV: DEPLOYMENT.NODE_ENV,
      DATABASE_URL: DEPLOYMENT.DATABASE_URL,
      TOTP_ENCRYPTION_KEY: 'short-but-not-32-bytes',
      DEMO_DATA: 'on',
      OUTBOX_PAGE: 'on',
    });

    expect(message).not.toBeNull();
    for (const name of ['ORDER_SIGNING_KEY', 'TOTP_ENCRYPTION_KEY', 'PUBLIC_ORIGIN', 'DEMO_DATA', 'OUTBOX_PAGE'])
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  test.each(SECRETS)('item 13: %s at its public default (lib/env.ts, .env.example) is refused in a deployment', (name) => {
    const example = exampleValue(name);
    expect(example).toBeDefined();

    expect(refusal({ ...DEPLOYMENT, ...GOOD_SECRETS, [name]: example! })).toMatch(new RegExp(`^  ${name}: .*default`, 'm'));
    expect(refusal({ ...DEPLOYMENT, ...GOOD_SECRETS, [name]: '' })).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  test('item 13: 32 bytes is the least a secret may have', () => {
    // 16 two-byte letters: 16 characters, 32 bytes.
    expect(refusal({ ...DEPLOYMENT, ...GOOD_SECRETS, ORDER_SIGNING_KEY: 'ž'.repeat(15) + 'x' })).toMatch(
      /^  ORDER_SIGNING_KEY: .*32 bytes/m,
    );
    expect(refusal({ ...DEPLOYMENT, ...GOOD_SECRETS, ORDER_SIGNING_KEY: 'ž'.repeat(16) })).toBeNull();
  });

  test('item 13: a deployment with its own secrets starts; demo data and the outbox page stay off', () => {
    expect(refusal({ ...DEPLOYMENT, ...GOOD_SECRETS })).toBeNull();
    expect(refusal({ ...DEPLOYMENT, ...GOOD_SECRETS, DEMO_DATA: 'off', OUTBOX_PAGE: 'off' })).toBeNull();
  });

  test('item 13: the local demo `npm start` runs (embedded PostgreSQL on loopback), and so does `next build`', () => {
    // scripts/embedded-db.mjs: over a Unix socket in the data folder, or over loopback TCP when that path is too long.
    expect(
      refusal({
        NODE_ENV: 'production',
        EMBEDDED_DB: 'true',
        DATABASE_URL: 'postgres://postgres:postgres@/kryptomat?host=%2Fsrv%2Fapp%2F.data%2Fpg&port=54329',
      }),
    ).toBeNull();
    expect(
      refusal({ NODE_ENV: 'production', EMBEDDED_DB: 'true', DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54329/kryptomat' }),
    ).toBeNull();
    expect(refusal({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBeNull();
    // The launcher's mark does not excuse a database elsewhere: only the embedded one is a local demo.
    expect(refusal({ ...DEPLOYMENT, EMBEDDED_DB: 'true' })).toMatch(/^  ORDER_SIGNING_KEY: /m);
    expect(refusal({ NODE_ENV: 'production', EMBEDDED_DB: 'true', DATABASE_URL: 'postgres://app@/kryptomat?host=db.internal' })).toMatch(
      /^  ORDER_SIGNING_KEY: /m,
    );
  });

  const BIG = 8 * 1024 * 1024;
  /** `size` bytes between head and tail, streamed in 16 KB chunks with no Content-Length; pulled() is how much the server asked for. */
  function chunkedBody(head: string, size: number, tail: string) {
    const encoder = new TextEncoder();
    let pulled = 0;
    let started = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(head));
        } else if (pulled < size) {
          const length = Math.min(16 * 1024, size - pulled);
          pulled += length;
          controller.enqueue(new Uint8Array(length).fill(0x61));
        } else {
          controller.enqueue(encoder.encode(tail));
          controller.close();
        }
      },
    });
    return { stream, pulled: () => pulled };
  }
  const jsonBody = (size: number) => chunkedBody('{"login":"', size, '","password":"x"}');
  const postJson = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    callApi(loginRoute, 'user/v1/login', { method: 'POST', rawBody: stream, headers });

  test('item 14: a 65 KB JSON body sent chunked to sign-in (no session needed) → 413', async () => {
    const result = await postJson(jsonBody(65 * 1024).stream);

    expect(result.status).toBe(413);
    expect(result.envelope.message).toBe(messageText('en', 'errors.payloadTooLarge'));
  });

  test('item 14: an 8 MB JSON body stops being read soon after 64 KB', async () => {
    const body = jsonBody(BIG);

    expect((await postJson(body.stream)).status).toBe(413);
    expect(body.pulled()).toBeLessThan(64 * 1024 + 64 * 1024);
  });

  test('item 14: a Content-Length over 64 KB is refused before the body is read', async () => {
    const body = jsonBody(1024);

    expect((await postJson(body.stream, { 'content-length': String(1024 * 1024) })).status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  test('item 14: a JSON body under 64 KB is read as before', async () => {
    const result = await postJson(jsonBody(60 * 1024).stream);

    // Read whole and judged by the form's rules: the login is too long, not the body.
    expect(result.status).toBe(422);
  });

  test('item 14: a chunked 8 MB picture upload stops being read soon after 5 MB → 413', async () => {
    const token = await signIn(await createUser());
    const boundary = 'issue9item14';
    const body = chunkedBody(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      BIG,
      `\r\n--${boundary}--\r\n`,
    );

    const result = await callApi(postPictureRoute, 'user/v1/profile/picture', {
      method: 'POST',
      token,
      rawBody: body.stream,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });

    expect(result.status).toBe(413);
    expect(result.envelope.message).toBe(messageText('en', 'errors.pictureTooLarge'));
    expect(body.pulled()).toBeLessThan(5 * 1024 * 1024 + 64 * 1024 + 64 * 1024);
  });
});

describe('issue 9 items 5-7: the client address, namespaced limits, recovery and profile probing', () => {
  const CLIENT_IP = 'x-kt-client-ip';
  const subscribe = (n: number, headers: Record<string, string>) =>
    callApi(newsletterRoute, 'newsletter/v1/subscribe', { method: 'POST', body: { email: `reader${n}@example.test` }, headers });

  test('item 5: X-Forwarded-For as sent is never the client address, so rewriting it per request does not reset a per-address limit', async () => {
    const { limit } = RATE_LIMIT_POLICIES['newsletter-ip'];
    for (let n = 0; n < limit; n++) {
      expect(
        (await subscribe(n, { [CLIENT_IP]: '192.0.2.61', 'x-forwarded-for': `198.51.100.${n}`, 'x-real-ip': `198.51.100.${n}` })).status,
      ).toBe(200);
    }

    const refused = await subscribe(limit, { [CLIENT_IP]: '192.0.2.61', 'x-forwarded-for': '198.51.100.250' });

    expect(refused.status).toBe(429);
  });

  test('item 5: the security e-mail names the real client address, never header text, and drops what is not an address', async () => {
    const user = await createUser();
    const forged = '<b>10.0.0.1, evil</b>';
    const failedLoginMail = async () =>
      (
        await db()
          .select()
          .from(schema.outbox)
          .where(sql`purpose = 'failed-login'`)
      ).map((row) => row.textBody);

    await postLogin(
      { login: user.email, password: 'not the password' },
      { headers: { [CLIENT_IP]: '192.0.2.33', 'x-forwarded-for': forged } },
    );
    const [first] = await failedLoginMail();
    expect(first).toContain('192.0.2.33');
    expect(first).not.toContain('evil');

    await db().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'failed-login-mail:%'`);
    await db().execute(sql`DELETE FROM outbox`);
    await postLogin({ login: user.email, password: 'not the password' }, { headers: { [CLIENT_IP]: forged } });
    const [second] = await failedLoginMail();
    expect(second).not.toContain('evil');
    expect(second).not.toContain('10.0.0.1');
  });

  test('item 5: the server takes the socket peer, or the Nth address from the right with TRUSTED_PROXY_HOPS=N, and replaces a forged client-address header', () => {
    const forwardedFor = 'junk, 203.0.113.5, not-an-ip, 198.51.100.7';
    expect(clientIpOf({ socketAddress: '::ffff:192.0.2.9', forwardedFor, trustedHops: 0 })).toBe('192.0.2.9');
    expect(clientIpOf({ socketAddress: '192.0.2.9', forwardedFor, trustedHops: 1 })).toBe('198.51.100.7');
    expect(clientIpOf({ socketAddress: '192.0.2.9', forwardedFor, trustedHops: 2 })).toBe('203.0.113.5');
    // A chain shorter than the declared proxies did not pass them all: only the socket is a fact.
    expect(clientIpOf({ socketAddress: '192.0.2.9', forwardedFor, trustedHops: 3 })).toBe('192.0.2.9');
    expect(clientIpOf({ socketAddress: '192.0.2.9', forwardedFor: '[2001:DB8::1]:443', trustedHops: 1 })).toBe('2001:db8::1');
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('one')).toBeUndefined();

    const request = {
      headers: { [CLIENT_IP]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4' },
      socket: { remoteAddress: '192.0.2.200' },
    } as unknown as IncomingMessage;
    stampClientIp(request, 0);
    expect(request.headers[CLIENT_IP]).toBe('192.0.2.200');
  });

  test('item 5: served any other way than by scripts/server.mjs (a bare next start), the client-address header is not trusted', async () => {
    const user = await createUser();
    const served = process.env.KT_CLIENT_IP_FROM_SERVER;
    delete process.env.KT_CLIENT_IP_FROM_SERVER;
    try {
      await postLogin({ login: user.email, password: 'not the password' }, { headers: { [CLIENT_IP]: '198.51.100.99' } });
    } finally {
      process.env.KT_CLIENT_IP_FROM_SERVER = served;
    }
    const [mail] = await db()
      .select()
      .from(schema.outbox)
      .where(sql`purpose = 'failed-login'`);
    expect(mail!.textBody).not.toContain('198.51.100.99');
    expect(mail!.textBody).toContain(`${messageText('en', 'mail.ip')}: ${messageText('en', 'mail.unknown')}`);
  });

  test("item 5: rate-limit subjects carry their kind, so one kind never spends another kind's budget", async () => {
    const { limit } = RATE_LIMIT_POLICIES['code-check'];
    for (let n = 0; n < limit; n++) await enforceRateLimit('code-check', { login: '7' });
    await expect(enforceRateLimit('code-check', { login: '7' })).rejects.toMatchObject({ status: 429 });

    await expect(enforceRateLimit('code-check', { account: 7 })).resolves.toBeUndefined();
    await expect(enforceRateLimit('code-check', { ip: '7' })).resolves.toBeUndefined();
    await expect(enforceRateLimit('code-check', { email: '7' })).resolves.toBeUndefined();
    expect(
      new Set([{ ip: '7' }, { account: 7 }, { email: '7' }, { login: '7' }].map((subject) => rateLimitKey('code-check', subject as never)))
        .size,
    ).toBe(4);
  });

  test("item 6: a stranger asking for someone's reset link cannot lock the owner out; the owner is told when to retry if limited", async () => {
    const owner = await createUser();
    const fromStranger = { headers: { [CLIENT_IP]: '203.0.113.66' } };
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await postForgot({ email: owner.email }, fromStranger)).status);
    expect(answers).toContain(429);

    const own = await postForgot({ email: owner.email }, { headers: { [CLIENT_IP]: '192.0.2.12' } });
    expect(own.status).toBe(200);

    const refused = await postForgot({ email: owner.email }, fromStranger);
    const wait = Number(refused.response.headers.get('retry-after'));
    expect(refused.status).toBe(429);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(refused.envelope.message).toBe(translatorFor('en')('errors.tooManyAttempts', { minutes: Math.ceil(wait / 60) }));
  });

  test('item 7: probing profile/update for taken e-mails is limited per account (429 with Retry-After)', async () => {
    const prober = await createUser();
    const token = await signIn(prober);
    const statuses = [];
    for (let n = 0; n <= RATE_LIMIT_POLICIES['profile-update'].limit; n++) {
      const taken = await createUser();
      statuses.push(
        (
          await callApi(profileUpdateRoute, 'user/v1/profile/update', {
            method: 'POST',
            token,
            body: { ...VALID_PROFILE, email: taken.email },
          })
        ).status,
      );
    }

    expect(statuses.slice(0, -1).every((status) => status === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('issue 9 items 2-4: planted 2FA secrets, the forced security step in the API, linking to unverified e-mails', () => {
  const setUpSecret = async (token: string): Promise<string> => (await postTwoFactor('setup', {}, { token })).data.secret;

  test('item 2: an unconfirmed secret older than 10 minutes cannot be switched on, and is never shown again', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const planted = await setUpSecret(token);
    await db().execute(sql`UPDATE users SET totp_setup_at = now() - interval '11 minutes' WHERE id = ${user.id}`);

    const late = await postTwoFactor('enable', { password: TEST_PASSWORD, code: authenticatorCode(planted) }, { token });

    expect(late.status).toBe(409);
    expect(late.envelope.message).toBe(messageText('en', 'errors.twoFactorSetupExpired'));
    expect((await pendingTwoFactorSetup(user.id))?.secret).not.toBe(planted);
    const [row] = await db()
      .select({ authEnabled: schema.users.authEnabled })
      .from(schema.users)
      .where(sql`id = ${user.id}`);
    expect(row!.authEnabled).toBe(false);
  });

  test('item 2: a new setup makes a new secret; within 10 minutes the page shows the waiting one', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const first = await setUpSecret(token);

    expect((await pendingTwoFactorSetup(user.id))?.secret).toBe(first);
    expect(await setUpSecret(token)).not.toBe(first);
  });

  test('item 2: enabling and disabling 2FA each end every other session of the customer', async () => {
    const user = await createUser();
    const elsewhere = await signIn(user, { headers: { 'user-agent': 'other device' } });
    const token = await signIn(user);
    // Signing in ends the older session already; start another one "elsewhere" after it, as a thief's copy would be.
    await db().execute(sql`UPDATE sessions SET revoked_at = NULL, revoke_reason = NULL WHERE token_hash = ${hashToken(elsewhere)}`);
    const secret = await setUpSecret(token);

    expect((await postTwoFactor('enable', { password: TEST_PASSWORD, code: authenticatorCode(secret) }, { token })).status).toBe(200);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: elsewhere })).status).toBe(401);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);

    await db().execute(sql`UPDATE sessions SET revoked_at = NULL, revoke_reason = NULL WHERE token_hash = ${hashToken(elsewhere)}`);
    expect((await postTwoFactor('disable', { password: TEST_PASSWORD, code: authenticatorCodeSteps(secret, 1) }, { token })).status).toBe(
      200,
    );
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token: elsewhere })).status).toBe(401);
    expect((await callLegacy(VIEW_USER_CALL, user.id, { token })).status).toBe(200);
  });

  /** What the forced security step itself needs: its setup, the frame's polls, the own picture; and calls for pending sessions only. */
  const STEP_CALLS = new Set([
    'user/v1/twofactor/setup',
    'user/v1/twofactor/enable',
    'user/v1/viewuser/[u_id]',
    'user/v1/unreadbroadcast/[u_id]',
    'user/v1/unreadnews/[u_id]',
    'user/v1/viewautologoutbcm/[id]',
    'user/v1/avatar/[name]',
  ]);
  const PENDING_ONLY = new Set([
    'user/v1/twofactor/verify',
    'user/v1/twofactor/passkey/options',
    'user/v1/twofactor/passkey',
    'user/v1/register/[step]/send',
    'user/v1/register/[step]/verify',
  ]);

  test.each(exportsWhere((route) => !PUBLIC.has(route.path) && !STEP_CALLS.has(route.path) && !PENDING_ONLY.has(route.path)))(
    "item 3: %s %s for a migrated account that owes the 2FA setup → 403 with the step's message",
    async (_path, method, route) => {
      const migrated = await createUser({ oldLevelNumber: 5, authEnabled: false });
      const token = await signIn(migrated);

      const result = await callRoute(route, method, migrated.id, { token });

      expect(result.status).toBe(403);
      expect(result.envelope.message).toBe(messageText('en', 'errors.securityStepRequired'));
      expect(result.data).toBeNull();
    },
  );

  test('item 3: the step itself still works through the API: the polls answer and 2FA can be set up and switched on', async () => {
    const migrated = await createUser({ oldLevelNumber: 5, authEnabled: false });
    const token = await signIn(migrated);

    expect((await callLegacy(VIEW_USER_CALL, migrated.id, { token })).status).toBe(200);
    const secret = await setUpSecret(token);
    expect((await postTwoFactor('enable', { password: TEST_PASSWORD, code: authenticatorCode(secret) }, { token })).status).toBe(200);
    expect((await callApi(profileUpdateRoute, 'user/v1/profile/update', { method: 'POST', token, body: VALID_PROFILE })).status).not.toBe(
      403,
    );
  });

  test('item 4: an account whose e-mail was never verified gets no link code, and no code links to it', async () => {
    const squatter = await createUser({ email: 'victim@example.test', emailVerifiedAt: null });
    const step = {
      provider: 'alpha',
      providerName: 'Alpha ID',
      subject: 'victim-subject',
      email: 'victim@example.test',
      emailVerified: true,
      next: '/Dashboard_new',
    } as unknown as LinkStep;

    await sendLinkCode(step, 'victim@example.test', { ip: '192.0.2.5' });

    expect(await db().$count(schema.verificationCodes, sql`user_id = ${squatter.id}`)).toBe(0);
    expect(await db().$count(schema.outbox)).toBe(0);
    await expect(
      customerByLinkCode({ email: 'victim@example.test', code: '000000' }, { ip: '192.0.2.5', userAgent: null }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('issue 9 items 8, 9, 13: order capabilities, single-use quotes, the unverified limit over a day, limits re-checked', () => {
  /** Litecoin regtest addresses of three customers' wallets. */
  const wallets: string[] = [];
  beforeAll(async () => {
    for (let n = 0; n < 3; n++) wallets.push(await nodes.ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'hot'));
  });
  const BUY = { amount: '50', currency: 'EUR', coin: 'LTC' };
  const SWAP = { fromCoin: 'BTC', toCoin: 'LTC', amount: '0.005' }; // 412.50 EUR at the test prices
  const CLIENT_IP = 'x-kt-client-ip';

  beforeEach(() => seedPrices());

  async function cardOrder(card: string, options: CallOptions = {}) {
    const { quote } = (await postCardQuote(BUY)).data;
    return postCardCreate({ ...BUY, walletAddress: wallets[0]!, email: 'buyer@example.test', ...cardFields(card), quote }, options);
  }
  async function swap(order: { email?: string; destinationAddress?: string } = {}, options: CallOptions = {}) {
    const { quote } = (await postSwapQuote(SWAP, options)).data;
    return postSwapCreate({ ...SWAP, destinationAddress: wallets[0]!, email: 'swapper@example.test', ...order, quote }, options);
  }

  test('item 8: the transaction check answers status only, never a reference', async () => {
    expect((await swap()).status).toBe(200);
    const [order] = await db().select().from(schema.swapOrders);

    const result = await callApi(transactionCheckRoute, 'public/v1/transaction-check', {
      method: 'POST',
      body: { query: order!.destinationAddress },
    });

    expect(result.data.orders).toHaveLength(1);
    expect(JSON.stringify(result.data)).not.toContain(order!.reference);
    expect(result.data.orders[0]).not.toHaveProperty('reference');
  });

  test('item 8: a 3-D Secure challenge is answered only from the browser that placed the order; another browser is told there is no such payment', async () => {
    expect((await cardOrder(CARDS.threeDSecure)).data.status).toBe('BUY_IN_PROGRESS');
    const [payment] = await db().select().from(schema.cardPayments);
    const answer = { payment: payment!.reference, action: 'approve', code: simulatedProvider.challengeCode(payment!.reference) };

    const stranger = await postChallenge(answer, { cookie: '' });
    expect(stranger.status).toBe(404);
    expect(stranger.envelope.message).toBe(messageText('en', 'payments.errors.paymentNotFound'));
    const forged = await postChallenge(answer, { cookie: `kt_order_${payment!.reference}=${'A'.repeat(43)}` });
    expect(forged.status).toBe(404);
    expect((await db().select().from(schema.cardPayments))[0]!.status).toBe('challenge');

    expect((await postChallenge(answer)).status).toBe(200);
    expect((await db().select().from(schema.cardPayments))[0]!.status).toBe('succeeded');
  });

  test('item 8: the capability is an HttpOnly cookie of the placing browser, and only its hash is stored', async () => {
    const placed = await cardOrder(CARDS.success, { cookie: '' });
    const [payment] = await db().select().from(schema.cardPayments);
    const cookie = placed.response.headers.getSetCookie().find((line) => line.startsWith(`kt_order_${payment!.reference}=`));

    expect(cookie).toMatch(/HttpOnly/i);
    const token = /=([^;]+)/.exec(cookie!)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(JSON.stringify(placed.data)).not.toContain(token);
    expect(payment!.accessHash?.equals(createHash('sha256').update(token).digest())).toBe(true);
  });

  test('item 9: a quote makes one order; the same quote again, even at once, is refused with 409', async () => {
    const { quote } = (await postSwapQuote(SWAP)).data;
    const body = { ...SWAP, destinationAddress: wallets[0]!, email: 'swapper@example.test', quote };

    const results = await Promise.all(Array.from({ length: 5 }, () => postSwapCreate(body)));

    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((result) => result.status === 409)!.envelope.message).toBe(messageText('en', 'payments.errors.quoteUsed'));
    expect(await db().$count(schema.swapOrders)).toBe(1);
  });

  test.each([
    [
      'e-mail',
      (n: number) => ({
        order: {
          destinationAddress: wallets[n]!,
        },
        ip: `198.51.100.${n}`,
      }),
    ],
    ['wallet', (n: number) => ({ order: { email: `swapper${n}@example.test` }, ip: `198.51.100.${n}` })],
    [
      'client address',
      (n: number) => ({
        order: {
          email: `swapper${n}@example.test`,
          destinationAddress: wallets[n]!,
        },
        ip: '198.51.100.9',
      }),
    ],
  ])('item 9: the unverified swap limit is summed per %s over 24 hours, and the refusal names the remainder', async (_kind, nth) => {
    const place = (n: number) => swap(nth(n).order, { headers: { [CLIENT_IP]: nth(n).ip } });
    expect((await place(0)).status).toBe(200);
    expect((await place(1)).status).toBe(200);

    const refused = await place(2);

    expect(refused.status).toBe(422);
    expect(refused.data.fieldErrors.amount).toBe(
      translatorFor('en')('swap.errors.aboveDailyLimit', { limit: '€1,000.00', remaining: '€175.00', value: '€412.50' }),
    );
  });

  test('item 9: concurrent orders cannot share one remainder', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => swap({}, { headers: { [CLIENT_IP]: '198.51.100.77' } })));

    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    expect(results.filter((result) => result.status === 422)).toHaveLength(3);
  });

  test("item 13: a validly signed quote whose terms break today's limits makes no order", async () => {
    const { token: cardQuote } = await signQuote('card', {
      coin: 'BTC',
      currency: 'EUR',
      fiatMinor: '5000000',
      cryptoAmount: '0.6',
      price: '82500',
      feeMinor: '175000',
    });
    const card = await postCardCreate({
      amount: '50000',
      currency: 'EUR',
      coin: 'BTC',
      walletAddress: WALLETS.BTC,
      email: 'buyer@example.test',
      ...cardFields(CARDS.success),
      quote: cardQuote,
    });
    expect(card.status).toBe(422);
    expect(await db().$count(schema.cardOrders)).toBe(0);

    const terms = { fromCoin: 'BTC', toCoin: 'ETH', amountFrom: '1', amountTo: '27', fee: '0.4', rate: '27.04', valueEurMinor: '8250000' };
    const { token: swapQuote } = await signQuote('swap', terms);
    const swapped = await postSwapCreate({
      fromCoin: 'BTC',
      toCoin: 'ETH',
      amount: '1',
      destinationAddress: WALLETS.ETH,
      email: 'swapper@example.test',
      quote: swapQuote,
    });
    expect(swapped.status).toBe(422);
    expect(await db().$count(schema.swapOrders)).toBe(0);
  });
});

describe('issue 9 items 10-12: idle sessions end on the server, one active session per sign-in race, failed sign-ins cost alike', () => {
  const viewUser = (userId: number, token: string) => callLegacy(VIEW_USER_CALL, userId, { token });

  test('item 10: a session idle longer than SESSION_IDLE_MINUTES is refused by the server ("Access Token Not Match!")', async () => {
    await db().execute(sql`UPDATE auto_logout_settings SET status = false WHERE id = 1`);
    const user = await createUser();
    const token = await signIn(user);
    await db().execute(
      sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${env().SESSION_IDLE_MINUTES - 1}) WHERE user_id = ${user.id}`,
    );
    expect((await viewUser(user.id, token)).status).toBe(200);

    await db().execute(
      sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${env().SESSION_IDLE_MINUTES + 1}) WHERE user_id = ${user.id}`,
    );
    const idle = await viewUser(user.id, token);

    expect(idle.status).toBe(401);
    expect(idle.envelope.message).toBe('Access Token Not Match!');
  });

  test('item 10: while the auto-logout setting is on, a session lives its logout_timeout from sign-in, active or not', async () => {
    const user = await createUser();
    const token = await signIn(user);
    await db().execute(sql`UPDATE sessions SET created_at = now() - interval '14 minutes' WHERE user_id = ${user.id}`);
    expect((await viewUser(user.id, token)).status).toBe(200);

    await db().execute(
      sql`UPDATE sessions SET created_at = now() - interval '16 minutes', last_seen_at = now() WHERE user_id = ${user.id}`,
    );
    expect((await viewUser(user.id, token)).status).toBe(401);
  });

  test('item 10: the absolute lifetime ends a session however active it is', async () => {
    await db().execute(sql`UPDATE auto_logout_settings SET status = false WHERE id = 1`);
    const user = await createUser();
    const token = await signIn(user);
    await db().execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE user_id = ${user.id}`);

    expect((await viewUser(user.id, token)).status).toBe(401);
  });

  test('item 11: 20 concurrent sign-ins of one account leave exactly one active session, and exactly one token works', async () => {
    const user = await createUser();
    // Past the password check (whose per-account limit would refuse 20 tries at once): the session opening races.
    const tokens = (
      await Promise.all(Array.from({ length: 20 }, () => startSignedInSession(user, { ip: '192.0.2.8', userAgent: null })))
    ).map((result) => result.token);

    expect(await db().$count(schema.sessions, sql`user_id = ${user.id} AND state = 'active' AND revoked_at IS NULL`)).toBe(1);
    const answers = await Promise.all(tokens.map((token) => viewUser(user.id, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  test('item 12: a wrong password for an existing account and any password for an unknown one issue the same number of statements', async () => {
    const owner = await createUser({ notifyFailedLogin: true });
    const quiet = await createUser({ notifyFailedLogin: false });
    const { Client } = jest.requireActual<typeof import('pg')>('pg');
    // The first call of a process may also run the rate limiter's hourly cleanup: spend it before counting.
    await postLogin({ login: 'warm-up@example.test', password: 'not the password' });

    async function statementsOf(login: string): Promise<number> {
      const spy = jest.spyOn(Client.prototype, 'query');
      try {
        expect((await postLogin({ login, password: 'not the password' })).status).toBe(401);
        // The maintenance state is read once per cache period whoever calls, so it is left out of the comparison.
        const text = (call: unknown[]) => (typeof call[0] === 'string' ? call[0] : ((call[0] as { text?: string })?.text ?? ''));
        return spy.mock.calls.filter((call) => !text(call).includes('maintenance_window')).length;
      } finally {
        spy.mockRestore();
      }
    }

    const unknown = await statementsOf('nobody-here@example.test');
    expect(await statementsOf(owner.email)).toBe(unknown);
    expect(await statementsOf(quiet.email)).toBe(unknown);
    // Still only the owner who asked for it is told, once.
    expect(await db().$count(schema.outbox, sql`purpose = 'failed-login'`)).toBe(1);
    expect(await db().$count(schema.loginEvents, sql`success = false`)).toBe(2);
  });
});

/** A fully signed-in session of a 2FA account, opened as the authenticator step would. */
async function activeSessionOf(user: Awaited<ReturnType<typeof createUser>>): Promise<string> {
  return (await openSession(user.id, 'active', { ip: null, userAgent: null })).token;
}

describe('issue 9 item 1: a new e-mail or phone needs re-authentication and the code sent to it', () => {
  const update = (token: string, body: object) =>
    callApi(profileUpdateRoute, 'user/v1/profile/update', { method: 'POST', token, body: { ...VALID_PROFILE, ...body } });
  const confirm = (token: string, body: object) =>
    callApi(confirmContactRoute, 'user/v1/profile/contact/confirm', { method: 'POST', token, body });
  const stored = async (id: number) =>
    (
      await db()
        .select()
        .from(schema.users)
        .where(sql`id = ${id}`)
    )[0]!;

  test('a stolen session cannot set the e-mail or phone without the password; nothing is sent or changed', async () => {
    const user = await createUser({ phone: '+420601000001', countryCode: '+420' });
    const token = await signIn(user);

    for (const change of [{ email: 'thief@example.test' }, { countryCode: '+421', phone: '905000666' }]) {
      const refused = await update(token, { email: user.email, countryCode: '+420', phone: '601000001', ...change, currentPassword: '' });
      expect(refused.status).toBe(422);
      expect(refused.data.fieldErrors.currentPassword).toBe(messageText('en', 'validation.required'));
      const wrong = await update(token, {
        email: user.email,
        countryCode: '+420',
        phone: '601000001',
        ...change,
        currentPassword: 'not the password',
      });
      expect(wrong.data.fieldErrors.currentPassword).toBe(messageText('en', 'errors.wrongPassword'));
    }

    expect(await stored(user.id)).toMatchObject({ email: user.email, phone: '+420601000001', pendingEmail: null, pendingPhone: null });
    expect(await db().$count(schema.outbox)).toBe(0);
  });

  test('with the password the e-mail stays the old one until the code sent to the new address; the old address is told', async () => {
    const user = await createUser({ antiPhishingCode: 'sova' });
    const token = await signIn(user);

    const saved = await update(token, { email: 'new-home@example.test', countryCode: '', phone: '' });

    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ email: user.email, pending_email: 'new-home@example.test' });
    expect((await stored(user.id)).email).toBe(user.email);
    const [notice] = await db()
      .select()
      .from(schema.outbox)
      .where(sql`recipient = ${user.email} AND purpose = 'contact-change-notice'`);
    expect(notice!.textBody).toContain('sova');
    expect(notice!.textBody).toContain('new-home@example.test');
    expect(
      (
        await confirm(token, {
          channel: 'email',
          code: '000000' === (await latestCodeTo('new-home@example.test', 'email')) ? '111111' : '000000',
        })
      ).status,
    ).toBe(422);
    expect((await stored(user.id)).email).toBe(user.email);

    const confirmed = await confirm(token, { channel: 'email', code: await latestCodeTo('new-home@example.test', 'email') });

    expect(confirmed.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({ email: 'new-home@example.test', pendingEmail: null });
  });

  test('a new phone is confirmed by the SMS code sent to it, never before', async () => {
    const user = await createUser({ phone: '+420601000002', countryCode: '+420' });
    const token = await signIn(user);

    expect((await update(token, { email: user.email, countryCode: '+421', phone: '905000777' })).status).toBe(200);
    expect((await stored(user.id)).phone).toBe('+420601000002');

    expect((await confirm(token, { channel: 'phone', code: await latestCodeTo('+421905000777', 'sms') })).status).toBe(200);
    expect(await stored(user.id)).toMatchObject({ phone: '+421905000777', countryCode: '+421', pendingPhone: null });
  });

  test('with 2FA on, the proof is an authenticator code, not the password', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const user = await createUser({ authEnabled: true, totpSecret: sealTotpSecret(secret, 0) });
    await db().execute(sql`UPDATE users SET totp_secret = ${sealTotpSecret(secret, user.id)} WHERE id = ${user.id}`);
    const token = await activeSessionOf(user);

    const withPassword = await update(token, { email: 'other-home@example.test', countryCode: '', phone: '' });
    expect(withPassword.data.fieldErrors.authCode).toBe(messageText('en', 'validation.required'));

    const withCode = await update(token, {
      email: 'other-home@example.test',
      countryCode: '',
      phone: '',
      authCode: authenticatorCode(secret),
    });
    expect(withCode.status).toBe(200);
    expect(withCode.data.pending_email).toBe('other-home@example.test');
  });
});
