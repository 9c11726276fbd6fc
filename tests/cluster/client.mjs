// A client of the cluster's proxy the way the legacy client and browsers call the app: the product's client token,
// the session as a Bearer token or cookie, and which instance answered (x-instance). For the two-instance tests,
// the fault tests and the soak.
import http from 'node:http';

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
 * headers and the instance that answered. `from`: the local address to connect from (any of 127.0.0.0/8), so the
 * address the app records can be told apart from the proxy's own. `timeoutMs`: a client that gives up on a silent answer
 * (the call rejects), as a mobile app would.
 */
export function call(base, path, { method = 'GET', token, body, headers = {}, cookie, from, timeoutMs } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        headers: {
          ...apiHeaders(token, headers),
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
        },
        localAddress: from,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let envelope = null;
          try {
            envelope = JSON.parse(text);
          } catch {}
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value].flat()) if (one !== undefined) answerHeaders.append(name, one);
          }
          resolve({ status: response.statusCode, envelope, text, headers: answerHeaders, instance: answerHeaders.get('x-instance') });
        });
      },
    );
    request.on('error', reject);
    if (timeoutMs) request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.end(payload);
  });
}

/** Signs in with a password; the session token (from the session cookie) and the instance that opened it. */
export async function signIn(base, login, password = DEMO_PASSWORD, options = {}) {
  const answer = await call(base, '/api/user/v1/login', { method: 'POST', body: { login, password }, ...options });
  if (answer.envelope?.code !== '200') throw new Error(`sign-in as ${login} failed: ${answer.status} ${answer.envelope?.message}`);
  const token = /kt_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no session cookie in the sign-in answer');
  return { token, instance: answer.instance };
}

/** The demo customers' ids on a fresh database, in the order lib/server/demo/seed.ts creates them. */
export const DEMO = {
  personal: { login: 'demo@kryptomat.test', id: 1001 },
  corporate: { login: 'corporate@kryptomat.test', id: 1002 },
  legacy: { login: 'legacy@kryptomat.test', id: 1003 },
};
