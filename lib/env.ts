import { z } from 'zod';

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

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection URL')
    .optional(),
  /** Set by scripts/start.mjs when it runs the embedded PostgreSQL; never set by hand. */
  EMBEDDED_DB: flag.default(false),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  DEMO_PASSWORD: z.string().min(8).default('Demo-Pass-2026'),
  BRAND_NAME: z.string().min(1).default('Kryptomat'),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .default('kryptomat'),
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
   * Host names links in e-mails may point to (a subdomain of one counts too). The request's Host header is
   * only trusted when it is one of them: otherwise a forged Host would put an attacker's domain in a
   * password-reset link.
   */
  PUBLIC_HOSTS: z
    .string()
    .default('localhost,127.0.0.1')
    .transform((list) => list.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)),
  CLIENT_TOKEN: z.string().min(8).default('kryptomat-web-client-2026'),
  ENVELOPE_KEY: z.string().min(16).default('kryptomat-legacy-envelope-key'),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .min(32, 'at least 32 characters')
    .default('kryptomat-demo-totp-encryption-key-change-me'),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  HELP_MEETING_URL: z.url().default('https://calendly.com/'),
  HELP_FAQ_URL: z.url().default('https://help.kryptomat.example/faq'),
  HELP_DESK_URL: z.url().default('https://help.kryptomat.example/desk'),
  HELP_CLAIM_URL: z.url().default('https://help.kryptomat.example/claim'),
  CSP_EXTRA_CONNECT_SRC: cspSources,
  CSP_EXTRA_FRAME_SRC: cspSources,
  /** Unset: e-mails stay in the outbox table (demo). smtp:// (STARTTLS when offered) or smtps:// (TLS). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kryptomat <no-reply@kryptomat.example>'),
  /** Only the outbox exists so far; a real SMS gateway becomes another value here. */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** The demo outbox page outside demo mode (a staging server with its own DATABASE_URL, say). */
  OUTBOX_PAGE: z.enum(['on', 'off']).default('off'),
  /** Profile pictures, outside the web root so nothing serves them but the session-checked avatar route. */
  AVATAR_DIR: z.string().min(1).default('.data/avatars'),
  /** Where crypto prices come from: the embedded simulated market, or CoinGecko's public market-data API. */
  PRICE_FEED: z.enum(['simulated', 'coingecko']).default('simulated'),
  /** How often the server refreshes prices; prices older than three intervals are shown as out of date. */
  PRICE_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(60),
  COINGECKO_API_URL: z.url().default('https://api.coingecko.com/api/v3'),
  /** Optional demo-plan key (x-cg-demo-api-key); the public API answers without one at a lower rate. */
  COINGECKO_API_KEY: z.string().min(1).optional(),
});

export type AppEnv = z.infer<typeof schema>;

let cached: AppEnv | undefined;

export function env(): AppEnv {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
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
