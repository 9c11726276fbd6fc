#!/usr/bin/env node
// Two local OpenID Connect providers (oidc-provider) for developing and testing social sign-in without
// any outside service: `node scripts/oidc-dev-provider.mjs`, then start the app with the OIDC_1_* and
// OIDC_2_* lines it prints. Nothing here is for production: accounts are whatever name is typed in, keys
// and sessions live in memory and vanish with the process.
//
// Settings (environment):
//   OIDC_DEV_PORT         port of provider 1; provider 2 takes the next one (default 4400; 0 = any free ports)
//   OIDC_DEV_APP_ORIGINS  origins of the app, comma-separated, for the registered redirect URIs
//                         (default http://localhost:3000)
//   OIDC_n_ID, OIDC_n_CLIENT_ID, OIDC_n_CLIENT_SECRET, OIDC_n_TOKEN_AUTH_METHOD  the app's settings of
//                         slot n (1 or 2), when set, so one environment serves both processes; defaults
//                         below otherwise (slot 2 authenticates with client_secret_post by default).
// When both providers listen, one line `OIDC_DEV_READY {"issuers":[…]}` goes to stdout (tests read it).
import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const SLOTS = [1, 2];
const basePort = Number(process.env.OIDC_DEV_PORT ?? 4400);
const appOrigins = (process.env.OIDC_DEV_APP_ORIGINS ?? 'http://localhost:3000')
  .split(',')
  .map((origin) => origin.trim().replace(/\/$/, ''))
  .filter(Boolean);

const slotSetting = (slot, name, fallback) => process.env[`OIDC_${slot}_${name}`] || fallback;

// Slot 1 authenticates with HTTP Basic, slot 2 in the form body by default: the app handles both.
const tokenAuthMethod = (slot) => slotSetting(slot, 'TOKEN_AUTH_METHOD', slot === 1 ? 'client_secret_basic' : 'client_secret_post');

/** The account the login page suggests; whatever name is typed signs in as the account of that name. */
const DEFAULT_ACCOUNT = 'tester';

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function loginPage(res, { uid, clientId, label }) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(label)}: sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<main>
<h1>${escapeHtml(label)}</h1>
<p>Local test provider. Signing in for <strong>${escapeHtml(clientId)}</strong>; no password is needed.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label>Username<br><input name="login" value="${DEFAULT_ACCOUNT}" required autocomplete="username"></label></p>
<p><label>E-mail (empty: username@social.example.test)<br><input name="email" type="email" autocomplete="email"></label></p>
<p><label><input type="checkbox" name="email_verified" checked> E-mail verified</label></p>
<p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`);
}

/** Accounts exist as soon as they are named: the claims travel in the account id as JSON. */
function accountClaims(accountId) {
  const { login, email, emailVerified } = JSON.parse(accountId);
  return { sub: login, email, email_verified: emailVerified, name: login };
}

async function handleInteraction(provider, req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
  }
  if (details.prompt.name === 'login' && action !== 'login') {
    return loginPage(res, { uid, clientId: details.params.client_id, label: provider.label });
  }

  let accountId = details.session?.accountId;
  if (action === 'login') {
    if (req.method !== 'POST') throw new Error('login is a POST');
    const form = await readForm(req);
    const login = (form.get('login') || DEFAULT_ACCOUNT).trim().slice(0, 100);
    accountId = JSON.stringify({
      login,
      email: (form.get('email') || '').trim() || `${login.replace(/[^\w.-]/g, '_')}@social.example.test`,
      emailVerified: form.has('email_verified'),
    });
  }
  // Consent is implied: the grant covers every scope the app asked for, so a second sign-in
  // with the provider's session still alive returns straight to the app.
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  const result = { consent: { grantId }, ...(action === 'login' ? { login: { accountId } } : {}) };
  return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

async function startProvider(slot, port) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // The loopback address rather than "localhost", which may resolve to ::1 where nothing listens.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const slug = slotSetting(slot, 'ID', `dev${slot}`);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: slotSetting(slot, 'CLIENT_ID', `kryptomat-dev-${slot}`),
        client_secret: slotSetting(slot, 'CLIENT_SECRET', `kryptomat-dev-secret-${slot}`),
        redirect_uris: appOrigins.map((origin) => `${origin}/api/auth/oidc/${slug}/callback`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: tokenAuthMethod(slot),
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Slot 1 keeps the e-mail out of the ID token (the core spec's rule when an access token is issued), so
    // the app reads it from userinfo; slot 2 puts it in the ID token. The app must handle both.
    conformIdTokenClaims: slot === 1,
    cookies: { keys: [`oidc-dev-provider-${slot}-cookie-key`] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...jwk, kid: `dev-${slot}`, use: 'sig', alg: 'RS256' }] },
    findAccount: (_ctx, accountId) => ({ accountId, claims: () => accountClaims(accountId) }),
    pkce: { required: () => true },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`;
    },
  });
  provider.label = `Dev provider ${slot}`;
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return callback(req, res);
    handleInteraction(provider, req, res, match[1], match[2]).catch((error) => {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Sign-in failed: ${error.message}`);
    });
  });
  return { server, issuer, slug };
}

const providers = [];
for (const slot of SLOTS) {
  const port = basePort === 0 ? 0 : basePort + slot - 1;
  providers.push({ slot, ...(await startProvider(slot, port)) });
}

console.log(`OIDC_DEV_READY ${JSON.stringify({ issuers: providers.map((p) => p.issuer) })}`);
console.log('Local OIDC providers are up. Start the app with:');
for (const { slot, issuer, slug } of providers) {
  console.log(
    `  OIDC_${slot}_ID=${slug} OIDC_${slot}_NAME="Dev provider ${slot}" OIDC_${slot}_ISSUER=${issuer} ` +
      `OIDC_${slot}_CLIENT_ID=${slotSetting(slot, 'CLIENT_ID', `kryptomat-dev-${slot}`)} OIDC_${slot}_CLIENT_SECRET=${slotSetting(slot, 'CLIENT_SECRET', `kryptomat-dev-secret-${slot}`)} ` +
      `OIDC_${slot}_TOKEN_AUTH_METHOD=${tokenAuthMethod(slot)}`,
  );
}

const stop = () => {
  for (const { server } of providers) server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
