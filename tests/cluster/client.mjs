// A client of the cluster's proxy the way the legacy client and browsers call the app: the product's client token,
// the session as a Bearer token or cookie, and which instance answered (x-instance). For the two-instance tests,
// the fault tests and the soak.

export const CLIENT_TOKEN = process.env.CLIENT_TOKEN ?? 'kryptomat-web-client-2026';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Pass-2026';

/** The legacy client's headers (spec §7), with the session's Bearer token when there is one. */
export function apiHeaders(token, extra = {}) {
  return {
    'content-type': 'application/json',
    clienttoken: CLIENT_TOKEN,
    lang: 'en',
    ...(token ? { accesstoken: `Bearer ${token}` } : {}),
    ...extra,
  };
}

/**
 * One call through `base`; the answer's status, its envelope (null when the body is not JSON), its body text, its
 * headers and the instance that answered.
 */
export async function call(base, path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: apiHeaders(token, headers),
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let envelope = null;
  try {
    envelope = JSON.parse(text);
  } catch {}
  return { status: response.status, envelope, text, headers: response.headers, instance: response.headers.get('x-instance') };
}

/** Signs in with a password; the session token (from the session cookie) and the instance that opened it. */
export async function signIn(base, login, password = DEMO_PASSWORD, headers = {}) {
  const response = await fetch(`${base}/api/user/v1/login`, {
    method: 'POST',
    headers: apiHeaders(undefined, headers),
    body: JSON.stringify({ login, password }),
  });
  const envelope = await response.json();
  if (envelope.code !== '200') throw new Error(`sign-in as ${login} failed: ${response.status} ${envelope.message}`);
  const token = /kt_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no session cookie in the sign-in answer');
  return { token, instance: response.headers.get('x-instance') };
}

/** The demo customers' ids on a fresh database, in the order lib/server/demo/seed.ts creates them. */
export const DEMO = {
  personal: { login: 'demo@kryptomat.test', id: 1001 },
  corporate: { login: 'corporate@kryptomat.test', id: 1002 },
  legacy: { login: 'legacy@kryptomat.test', id: 1003 },
};
