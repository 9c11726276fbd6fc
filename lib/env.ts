import { z } from 'zod';
import { trustedProxyHops } from './client-ip.mjs';
import { htmlCacheSeconds } from './html-cache-settings.mjs';
import { electronicFormat, isBic, isIban } from './validation/iban';
import { chainNodesSetting, testNetworksOf } from './chain/settings';

/**
 * The app's whole configuration, read from the environment once and validated here so a
 * typo fails at start with a readable message instead of surfacing later as a wrong page.
 * Every variable is documented in .env.example.
 */
const domainRule = z.object({
  suffix: z.string().startsWith('.'),
  locale: z.string(),
  sitemap: z.string().regex(/^[\w.-]+\.xml$/),
});

const DEFAULT_DOMAINS: z.infer<typeof domainRule>[] = [
  { suffix: '.sk', locale: 'sk', sitemap: 'sitemap-sk.xml' },
  { suffix: '.gr', locale: 'el', sitemap: 'sitemap-gr.xml' },
  { suffix: '.hu', locale: 'hu', sitemap: 'sitemap-hu.xml' },
  { suffix: '.at', locale: 'de', sitemap: 'sitemap-at.xml' },
  { suffix: '.pl', locale: 'en', sitemap: 'sitemap-pl.xml' },
  { suffix: '.cz', locale: 'cs', sitemap: 'sitemap-cz.xml' },
];

/** The provider's own bank details: stored without spaces, upper case, and checked with ibantools. */
const ibanSetting = z.string().transform(electronicFormat).refine(isIban, 'an IBAN, e.g. CZ65 0800 0000 1920 0014 5399');
const bicSetting = z.string().transform(electronicFormat).refine(isBic, 'a BIC of 8 or 11 characters, e.g. GIBACZPX');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Origins added to one CSP directive, separated by spaces or commas. Only scheme://host[:port][/path]
 * is taken, so a value cannot smuggle in a keyword ('unsafe-inline') or a second directive (;).
 */
const cspSources = z
  .string()
  .default('')
  .transform((raw) => raw.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(https?|wss?):\/\/[\w*.-]+(:\d{1,5})?(\/[^\s;,'"]*)?$/, 'origins like https://status.example.com')));

/** A fee in percent with at most two decimals ("1.5"), kept as basis points (150) so fees are integer maths. */
const percentInBasisPoints = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage such as 1.5 (0 to 99.99)')
  .transform((percent) => Math.round(Number(percent) * 100));

/** Smallest and largest amount per fiat currency, in whole units, as JSON: {"EUR":{"min":20,"max":1000},"CZK":{…}}. */
const fiatLimits = (defaults: Record<'EUR' | 'CZK', { min: number; max: number }>) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return defaults;
      const range = z
        .object({ min: z.number().int().positive(), max: z.number().int().positive() })
        .refine((r) => r.min <= r.max, 'min must not exceed max');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        json = undefined;
      }
      const parsed = z.object({ EUR: range, CZK: range }).safeParse(json);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: `expected {"EUR":{"min":…,"max":…},"CZK":{…}} in whole units: ${parsed.error.message}` });
      return z.NEVER;
    });

/** An empty value (`OIDC_1_ID=` in a .env file) counts as unset. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalSetting = <S extends z.ZodType>(setting: S) => z.preprocess(unsetWhenEmpty, setting.optional());

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * One social sign-in provider (OpenID Connect): a slug for its routes, the button's name, the issuer
 * (its discovery document sits under it) and the client registered there. Plain http only on the
 * loopback address, for the local test provider (scripts/oidc-dev-provider.mjs).
 */
const oidcSlot = {
  // "link" names the linking calls under app/api/auth/oidc/link, beside the providers' own routes.
  ID: z.string().regex(/^(?!link$)[a-z0-9][a-z0-9-]{0,31}$/, 'a slug other than "link": lower-case letters, digits and dashes, at most 32'),
  NAME: z.string().trim().min(1).max(40),
  ISSUER: z.url({ protocol: /^https?$/ }).refine((issuer) => {
    const url = new URL(issuer);
    return url.protocol === 'https:' || LOOPBACK_HOST.test(url.hostname);
  }, 'https (plain http only on localhost)'),
  CLIENT_ID: z.string().min(1).max(500),
  CLIENT_SECRET: z.string().min(1).max(500),
  /** How the client authenticates at the token endpoint: as registered at the provider. */
  TOKEN_AUTH_METHOD: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
};
export const OIDC_SLOTS = [1, 2] as const;
export const OIDC_SLOT_FIELDS = ['ID', 'NAME', 'ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

/**
 * An http(s) address with a plain host name: a javascript: URL must never become a link, and the origin
 * goes into the CSP, where a host like "a;script-src" would start a directive of its own.
 */
const webUrl = z.url({ protocol: /^https?$/, hostname: /^[a-z0-9.-]+$/, error: 'an http:// or https:// URL with a plain host name' });

/** A map style: an https:// style JSON (http:// for a local tile server) or a mapbox:// style with MAPBOX_TOKEN. */
const mapStyleUrl = z
  .string()
  .regex(
    /^(https?:\/\/[\w.-]+(:\d{1,5})?(\/\S*)?|mapbox:\/\/styles\/[\w.-]+\/[\w.-]+)$/,
    'an https:// style URL or mapbox://styles/owner/style',
  );

/** mapbox:// styles load only through mapbox-gl, which runs only with a token. */
function checkMapStyles(config: { MAP_STYLE_URL?: string; MAP_SATELLITE_STYLE_URL?: string; MAPBOX_TOKEN?: string }, ctx: z.RefinementCtx) {
  for (const key of ['MAP_STYLE_URL', 'MAP_SATELLITE_STYLE_URL'] as const) {
    if (config[key]?.startsWith('mapbox://') && !config.MAPBOX_TOKEN) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'a mapbox:// style needs MAPBOX_TOKEN' });
    }
  }
}

/**
 * The secrets that protect something: ORDER_SIGNING_KEY (a forged quote buys at any price), CARD_WEBHOOK_SECRET (the
 * card issuer's webhook signatures) and TOTP_ENCRYPTION_KEY
 * (2FA secrets, ATM signing keys, sign-in flow cookies, one-time codes and unsubscribe links, each under a key derived with its own
 * label). Their defaults are public, in this file and in .env.example, so only the local demo may run on them. Not
 * listed: CLIENT_TOKEN and ENVELOPE_KEY, which every browser receives; the OIDC client secrets, SMTP password and
 * CoinGecko key, which their providers issue and check; DEMO_PASSWORD, which only demo mode uses.
 */
const DEMO_SECRETS = {
  ORDER_SIGNING_KEY: 'kryptomat-demo-order-signing-key-change-me',
  TOTP_ENCRYPTION_KEY: 'kryptomat-demo-totp-encryption-key-change-me',
  CARD_WEBHOOK_SECRET: 'kryptomat-demo-card-webhook-secret-change-me',
} as const;
const MIN_SECRET_BYTES = 32;
const secret = z
  .string()
  .refine((value) => new TextEncoder().encode(value).length >= MIN_SECRET_BYTES, `at least ${MIN_SECRET_BYTES} bytes`);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection URL')
      .optional(),
    /**
     * Set by scripts/start.mjs when it runs the embedded PostgreSQL; never set by hand. It also marks the local demo,
     * which alone may run a production build on the public demo secrets (see isDeployment).
     */
    EMBEDDED_DB: flag.default(false),
    DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
    DEMO_PASSWORD: z.string().min(8).default('Demo-Pass-2026'),
    BRAND_NAME: z.string().min(1).default('Kryptomat'),
    BRAND_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
      .default('kryptomat'),
    /** Profiles of the brand elsewhere (social networks), comma-separated URLs: the Organization's sameAs. */
    BRAND_SAME_AS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
    DOMAIN_TABLE: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (!raw) return DEFAULT_DOMAINS;
        try {
          return z.array(domainRule).parse(JSON.parse(raw));
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `DOMAIN_TABLE is not a valid JSON table: ${String(error)}` });
          return z.NEVER;
        }
      }),
    DEFAULT_SITEMAP: z.string().default('sitemap.xml'),
    /**
     * The site's host names (a subdomain of one counts too): a request's Host header is trusted for passkeys, sign-in
     * redirects and canonical links only when it is one of them. The first host of each country domain (DOMAIN_TABLE)
     * is where e-mails to readers of that domain's language link (https), never a request's Host.
     */
    PUBLIC_HOSTS: z
      .string()
      .default('localhost,127.0.0.1')
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    CLIENT_TOKEN: z.string().min(8).default('kryptomat-web-client-2026'),
    ENVELOPE_KEY: z.string().min(16).default('kryptomat-legacy-envelope-key'),
    TOTP_ENCRYPTION_KEY: secret.default(DEMO_SECRETS.TOTP_ENCRYPTION_KEY),
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** A session's absolute lifetime, however active it is. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 7),
    /** A session ends after this long without a request (the auto-logout setting, when on and shorter, wins). */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .default(30),
    /** The operator's own help services; each one not set is a section of the app's help centre (lib/help-links.ts). */
    HELP_MEETING_URL: z.url().optional(),
    HELP_FAQ_URL: z.url().optional(),
    HELP_DESK_URL: z.url().optional(),
    HELP_CLAIM_URL: z.url().optional(),
    /** Shown on the content pages (merchandise orders, kiosk partners, privacy requests). */
    CONTACT_EMAIL: z.email().default('info@kryptomat.example'),
    /**
     * The provider's bank accounts customers wire money to (/Incomingwiretransfer), one per currency, checked with
     * ibantools like a beneficiary's. The defaults are demo values: a real deployment sets its own.
     */
    BANK_HOLDER: z.string().trim().min(1).max(70).default('Kryptomat s.r.o.'),
    BANK_NAME: z.string().trim().min(1).max(100).default('Česká spořitelna, a.s.'),
    BANK_EUR_IBAN: ibanSetting.default('CZ7208000000002801234575'),
    BANK_EUR_BIC: bicSetting.default('GIBACZPX'),
    BANK_CZK_IBAN: ibanSetting.default('CZ6508000000192000145399'),
    BANK_CZK_BIC: bicSetting.default('GIBACZPX'),
    /** Store pages of the mobile app (/Bitkasa); unset, the page tells visitors what to search for in the store. */
    APP_STORE_URL: z.url().optional(),
    GOOGLE_PLAY_URL: z.url().optional(),
    CSP_EXTRA_CONNECT_SRC: cspSources,
    CSP_EXTRA_FRAME_SRC: cspSources,
    /** Where "continue to the new version" leads; unset: the new-version notice is not shown. */
    NEW_SITE_URL: webUrl.optional(),
    /** The status-page widget framed on every page (its origin joins frame-src); unset: no frame. */
    STATUS_WIDGET_URL: webUrl.optional(),
    /** Unset: e-mails stay in the outbox table (demo). smtp:// (STARTTLS when offered) or smtps:// (TLS). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
      .optional(),
    /**
     * The site's public address: where links in e-mails lead (password reset, orders, news, replies, unsubscribe)
     * unless PUBLIC_HOSTS names a country domain serving the reader's language (lib/server/mail/links.ts).
     */
    PUBLIC_ORIGIN: webUrl.default('http://localhost:3000'),
    MAIL_FROM: z.string().min(3).default('Kryptomat <no-reply@kryptomat.example>'),
    /** Only the outbox exists so far; a real SMS gateway becomes another value here. */
    SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
    /**
     * How many proxies of your own stand in front of the app (a load balancer: 1). 0: the client is the socket's peer
     * and X-Forwarded-For is ignored; N: the Nth address from the right of X-Forwarded-For. scripts/server.mjs applies it.
     */
    TRUSTED_PROXY_HOPS: z
      .string()
      .optional()
      .transform(
        (raw, ctx) =>
          trustedProxyHops(raw) ?? (ctx.addIssue({ code: 'custom', message: 'the number of your own proxies, 0 to 10' }), z.NEVER),
      ),
    /** How long `npm start` reuses a public page's HTML for visitors without a session; 0 turns the cache off. */
    HTML_CACHE_SECONDS: z
      .string()
      .optional()
      .transform(
        (raw, ctx) =>
          htmlCacheSeconds(raw) ?? (ctx.addIssue({ code: 'custom', message: 'a number of seconds (0 turns the cache off)' }), z.NEVER),
      ),
    /** The demo outbox page outside demo mode (a staging server with its own DATABASE_URL, say). */
    OUTBOX_PAGE: z.enum(['on', 'off']).default('off'),
    /**
     * Signs swap and card quotes (HS256) so an order gets exactly the quoted numbers, and keys the simulated
     * 3-D Secure codes. A real secret outside the demo.
     */
    ORDER_SIGNING_KEY: secret.default(DEMO_SECRETS.ORDER_SIGNING_KEY),
    /**
     * How long after a one-time code a new one may be asked for (sign-up, contact changes, forgot 2FA): every message
     * costs money and can flood an inbox. The e2e server shortens it so its journeys need not wait out a minute.
     */
    CODE_RESEND_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    /** How long a swap or card quote holds, in seconds. */
    QUOTE_TTL_SECONDS: z.coerce.number().int().min(10).max(600).default(60),
    /** Fees as percent in the environment ("1.5"), basis points here; the defaults are 1.5 % and 3.5 %. */
    SWAP_FEE_PERCENT: percentInBasisPoints.default(150),
    SWAP_MIN_EUR: z.coerce.number().int().positive().default(10),
    /** Swaps above this value (EUR) need a verified account; the public form refuses them. */
    SWAP_UNVERIFIED_LIMIT_EUR: z.coerce.number().int().positive().default(1000),
    /**
     * A visitor's sell for cash paid on chain: up to this value (EUR) its withdrawal code works as soon as the payment is
     * seen (the house carries the risk of an unconfirmed payment); above it, once the payment is confirmed. 0 = always wait.
     */
    ATM_UNCONFIRMED_ALLOWANCE_EUR: z.coerce.number().int().min(0).default(100),
    CARD_FEE_PERCENT: percentInBasisPoints.default(350),
    CARD_ORDER_LIMITS: fiatLimits({ EUR: { min: 20, max: 1000 }, CZK: { min: 500, max: 25000 } }),
    VOUCHER_LIMITS: fiatLimits({ EUR: { min: 10, max: 500 }, CZK: { min: 250, max: 12500 } }),
    /** The card-payment provider; only the simulated processor with test cards exists so far. */
    CARD_PROVIDER: z.enum(['simulated']).default('simulated'),
    /** The payment-card issuer (/cardmanagement); only the simulated issuer exists so far. */
    CARD_ISSUER: z.enum(['simulated']).default('simulated'),
    /** The issuer's webhook signing secret: a forged authorization would otherwise move card money. */
    CARD_WEBHOOK_SECRET: secret.default(DEMO_SECRETS.CARD_WEBHOOK_SECRET),
    /** Social sign-in: two provider slots, each shown only when all five of its variables are set. */
    OIDC_1_ID: optionalSetting(oidcSlot.ID),
    OIDC_1_NAME: optionalSetting(oidcSlot.NAME),
    OIDC_1_ISSUER: optionalSetting(oidcSlot.ISSUER),
    OIDC_1_CLIENT_ID: optionalSetting(oidcSlot.CLIENT_ID),
    OIDC_1_CLIENT_SECRET: optionalSetting(oidcSlot.CLIENT_SECRET),
    OIDC_1_TOKEN_AUTH_METHOD: z.preprocess(unsetWhenEmpty, oidcSlot.TOKEN_AUTH_METHOD),
    OIDC_2_ID: optionalSetting(oidcSlot.ID),
    OIDC_2_NAME: optionalSetting(oidcSlot.NAME),
    OIDC_2_ISSUER: optionalSetting(oidcSlot.ISSUER),
    OIDC_2_CLIENT_ID: optionalSetting(oidcSlot.CLIENT_ID),
    OIDC_2_CLIENT_SECRET: optionalSetting(oidcSlot.CLIENT_SECRET),
    OIDC_2_TOKEN_AUTH_METHOD: z.preprocess(unsetWhenEmpty, oidcSlot.TOKEN_AUTH_METHOD),
    /**
     * ATM map styles (see lib/atms/map-styles.ts for the free defaults). Their hosts join the CSP's connect-src
     * and img-src; a style that loads tiles from further hosts needs those in CSP_EXTRA_CONNECT_SRC.
     */
    MAP_STYLE_URL: mapStyleUrl.optional(),
    MAP_SATELLITE_STYLE_URL: mapStyleUrl.optional(),
    /** A public Mapbox token switches the map to mapbox-gl and Mapbox's styles; unset, MapLibre runs without any token. */
    MAPBOX_TOKEN: z
      .string()
      .regex(/^pk\.[\w.-]+$/, 'a public Mapbox token (pk.…); a secret token (sk.…) must never reach browsers')
      .optional(),
    /** Where crypto prices come from: the embedded simulated market, or CoinGecko's public market-data API. */
    PRICE_FEED: z.enum(['simulated', 'coingecko']).default('simulated'),
    /**
     * How often prices are refreshed (the refresh-prices job runs each minute and skips until this has passed); prices
     * older than three intervals are shown as out of date and close the exchange to new orders.
     */
    PRICE_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(60),
    COINGECKO_API_URL: z.url().default('https://api.coingecko.com/api/v3'),
    /** Optional demo-plan key (x-cg-demo-api-key); the public API answers without one at a lower rate. */
    COINGECKO_API_KEY: z.string().min(1).optional(),
    /** Each on-chain coin's node (lib/chain/settings.ts); `npm start` sets it for its embedded regtest litecoind. */
    CHAIN_NODES: chainNodesSetting,
  })
  .superRefine((config, ctx) => {
    checkMapStyles(config, ctx);
    // Half a provider is a typo, not a wish to hide it: say so at start rather than show no button.
    for (const slot of OIDC_SLOTS) {
      const missing = OIDC_SLOT_FIELDS.filter((field) => config[`OIDC_${slot}_${field}`] === undefined);
      if (missing.length > 0 && missing.length < OIDC_SLOT_FIELDS.length) {
        ctx.addIssue({
          code: 'custom',
          path: [`OIDC_${slot}_${missing[0]}`],
          message: `set all of OIDC_${slot}_* or none (missing: ${missing.join(', ')})`,
        });
      }
    }
    if (config.OIDC_1_ID && config.OIDC_1_ID === config.OIDC_2_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_2_ID'], message: 'the two providers need different slugs' });
    }
  });

export type AppEnv = z.infer<typeof schema>;

type Variables = Record<string, string | undefined>;

/** A database on this machine: a Unix socket folder (the embedded one's usual way) or the loopback address. */
function isLocalDatabase(url: string | undefined): boolean {
  const hostParameter = /[?&]host=([^&]*)/.exec(url ?? '')?.[1];
  let host: string;
  try {
    host =
      hostParameter !== undefined
        ? decodeURIComponent(hostParameter)
        : (/^postgres(?:ql)?:\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^:/?]*)/.exec(url ?? '')?.[1] ?? '');
  } catch {
    return false;
  }
  return host.startsWith('/') || LOOPBACK_HOST.test(host);
}

/**
 * A production server other than the local demo: NODE_ENV=production outside `next build`, and not the embedded
 * PostgreSQL that scripts/start.mjs starts (it sets EMBEDDED_DB; a hand-set mark beside a database elsewhere does
 * not count). `npm start` and the e2e suite run production builds on that embedded database with the demo data.
 */
function isDeployment(variables: Variables): boolean {
  if (variables.NODE_ENV !== 'production' || variables.NEXT_PHASE === 'phase-production-build') return false;
  const embedded = (variables.EMBEDDED_DB === 'true' || variables.EMBEDDED_DB === '1') && isLocalDatabase(variables.DATABASE_URL);
  return !embedded;
}

/**
 * What a deployment may not run on, as [variable, reason]: the public demo secrets, no public address for e-mail links,
 * demo data, the outbox page.
 */
function deploymentFaults(variables: Variables): [string, string][] {
  if (!isDeployment(variables)) return [];
  const faults: [string, string][] = [];
  for (const [name, demoValue] of Object.entries(DEMO_SECRETS)) {
    const value = variables[name]?.trim();
    if (!value)
      faults.push([name, `unset; a deployment needs its own secret of at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -base64 48)`]);
    else if (value === demoValue) faults.push([name, 'the public demo default; set a secret of your own']);
  }
  if (!variables.PUBLIC_ORIGIN?.trim()) faults.push(['PUBLIC_ORIGIN', 'unset; links in e-mails would lead to http://localhost:3000']);
  if (variables.DEMO_DATA === 'on') faults.push(['DEMO_DATA', 'demo customers with a published password in production; use off or auto']);
  if (variables.OUTBOX_PAGE === 'on')
    faults.push(['OUTBOX_PAGE', 'the outbox page shows every e-mail sent, reset links included; never on in production']);
  const nodes = chainNodesSetting.safeParse(variables.CHAIN_NODES);
  const testNetworks = nodes.success ? testNetworksOf(nodes.data) : [];
  if (testNetworks.length > 0)
    faults.push([
      'CHAIN_NODES',
      `${testNetworks.map(([asset, network]) => `${asset} on ${network}`).join(', ')}: a deployment runs mainnet only`,
    ]);
  return faults;
}

/** Whether this process is a deployment (isDeployment): demo-only tools (`ops set-price`) refuse to run there. */
export const runsAsDeployment = (variables: Variables = process.env as Variables) => isDeployment(variables);

let cached: AppEnv | undefined;

/** Every fault at once, so one failed start names everything to fix. */
export function env(): AppEnv {
  if (!cached) {
    const variables = process.env as Variables;
    const parsed = schema.safeParse(variables);
    const issues: [string, string][] = parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    for (const fault of deploymentFaults(variables)) if (!issues.some(([name]) => name === fault[0])) issues.push(fault);
    if (!parsed.success || issues.length > 0) {
      throw new Error(`Invalid configuration:\n${issues.map(([name, message]) => `  ${name}: ${message}`).join('\n')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Demo data goes into the embedded database by default, never into a given one unless asked. */
export function demoMode(config: AppEnv = env()): boolean {
  return config.DEMO_DATA === 'on' || (config.DEMO_DATA === 'auto' && config.EMBEDDED_DB);
}

/**
 * /demo-outbox shows every message the app sent, reset links included: only in demo mode or when a
 * deployment asks for it explicitly, never merely because nothing is configured.
 */
export function outboxPageEnabled(config: AppEnv = env()): boolean {
  return demoMode(config) || config.OUTBOX_PAGE === 'on';
}
