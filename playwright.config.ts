import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The two local OpenID Connect providers (scripts/oidc-dev-provider.mjs) listen here and on the next port. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1);

/**
 * Social sign-in settings shared by the app and the providers: the app reads its two slots from them, the
 * provider script registers the same client ids, secrets and callback URLs (e2e/social-signin.spec.ts).
 */
const OIDC_ENV = {
  OIDC_1_ID: 'devone',
  OIDC_1_NAME: 'Dev ID One',
  OIDC_1_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  OIDC_1_CLIENT_ID: 'kryptomat-e2e-1',
  OIDC_1_CLIENT_SECRET: 'kryptomat-e2e-secret-1',
  OIDC_2_ID: 'devtwo',
  OIDC_2_NAME: 'Dev ID Two',
  OIDC_2_ISSUER: `http://127.0.0.1:${OIDC_PORT + 1}`,
  OIDC_2_CLIENT_ID: 'kryptomat-e2e-2',
  OIDC_2_CLIENT_SECRET: 'kryptomat-e2e-secret-2',
  // Slot 2 authenticates in the request body, slot 1 with HTTP Basic: both ways of the token call are used.
  OIDC_2_TOKEN_AUTH_METHOD: 'client_secret_post',
};

/** scripts/status-widget-dev.mjs: the status widget and the new site, on another origin than the app. */
const WIDGET_PORT = Number(process.env.E2E_WIDGET_PORT ?? PORT + 5);
const WIDGET_ORIGIN = `http://localhost:${WIDGET_PORT}`;
const systemChromium = '/usr/bin/chromium';
/** The crawler's two files (e2e/crawl.ts): English, Czech, Slovak and Greek; the other four languages. */
const CRAWLERS = [/\/crawler\.spec\.ts$/, /\/more-languages-crawler\.spec\.ts$/];
/** What reads the demo customers' seed as it is, before the first crawler reads their messages. */
const SEED_READERS = /\/seed-bell\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Each shard of `npm test` has its own: a run empties its output folder as it starts, traces of the other shard included.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium where installed (CI, this machine); Playwright's own browser elsewhere.
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      // Without these Chromium keeps dialling Google services, which a closed network refuses at every start.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Shards (`--shard`, npm test runs two) split the tests by count in this order, and each crawler file takes minutes
  // for its four tests: one crawler runs first and the other last, so each shard has one. A trace of some 270 page
  // loads in three tabs is large and slow to record: the crawlers record none (a failure lists its pages and
  // screenshots), which also makes them projects of their own, since a test's trace setting is its worker's.
  projects: [
    { name: 'seed-readers', testMatch: SEED_READERS, use: { ...devices['Desktop Chrome'] } },
    { name: 'crawler', testMatch: CRAWLERS[0], dependencies: ['seed-readers'], use: { ...devices['Desktop Chrome'], trace: 'off' } },
    { name: 'chromium', testIgnore: [...CRAWLERS, SEED_READERS], use: { ...devices['Desktop Chrome'] } },
    { name: 'more-languages-crawler', testMatch: CRAWLERS[1], use: { ...devices['Desktop Chrome'], trace: 'off' } },
  ],
  webServer: [
    {
      // A fresh embedded database per run (demo data included), on ports of its own.
      command: `rm -rf .data/e2e-${PORT} && node scripts/start.mjs`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        EMBEDDED_PG_DIR: `.data/e2e-${PORT}/pg`,
        EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54339)),
        EMBEDDED_PG_DURABLE: 'false',
        // Its own regtest litecoind (when litecoind is on PATH), beside the database, on a port derived from the app's.
        REGTEST_DIR: `.data/e2e-${PORT}/litecoind`,
        REGTEST_RPC_PORT: String(Number(process.env.E2E_REGTEST_PORT ?? 16_000 + (PORT % 1000))),
        NEXT_TELEMETRY_DISABLED: '1',
        // Links in e-mails (read on /demo-outbox) lead to this server, not to the default http://localhost:3000.
        PUBLIC_ORIGIN: `http://localhost:${PORT}`,
        // The resend journeys show the countdown and the new code without waiting out the real minute.
        CODE_RESEND_SECONDS: '15',
        ...OIDC_ENV,
        NEW_SITE_URL: `${WIDGET_ORIGIN}/new-site`,
        STATUS_WIDGET_URL: `${WIDGET_ORIGIN}/widget`,
      },
    },
    {
      // Two real OpenID Connect providers on loopback, for social sign-in; nothing leaves the machine.
      command: 'node scripts/oidc-dev-provider.mjs',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: { ...OIDC_ENV, OIDC_DEV_PORT: String(OIDC_PORT), OIDC_DEV_APP_ORIGINS: `http://localhost:${PORT}` },
    },
    {
      command: 'node scripts/status-widget-dev.mjs',
      url: `${WIDGET_ORIGIN}/health`,
      reuseExistingServer: !process.env.CI,
      env: { STATUS_WIDGET_PORT: String(WIDGET_PORT) },
    },
  ],
});
