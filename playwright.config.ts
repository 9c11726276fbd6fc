import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** scripts/status-widget-dev.mjs: the status widget and the new site, on another origin than the app. */
const WIDGET_PORT = Number(process.env.E2E_WIDGET_PORT ?? PORT + 5);
const WIDGET_ORIGIN = `http://localhost:${WIDGET_PORT}`;
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
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
        NEXT_TELEMETRY_DISABLED: '1',
        NEW_SITE_URL: `${WIDGET_ORIGIN}/new-site`,
        STATUS_WIDGET_URL: `${WIDGET_ORIGIN}/widget`,
      },
    },
    {
      command: 'node scripts/status-widget-dev.mjs',
      url: `${WIDGET_ORIGIN}/health`,
      reuseExistingServer: !process.env.CI,
      env: { STATUS_WIDGET_PORT: String(WIDGET_PORT) },
    },
  ],
});
