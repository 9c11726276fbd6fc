#!/usr/bin/env node
// `npm run bench:dashboard`: Lighthouse (desktop preset, simulated throttling, system Chromium), median of 3 runs, of
// /Dashboard_new signed in as the demo customer, beside the public /Home in the same run and preset. Issue 12's
// targets: performance >= 90 and no layout shift from late data (CLS < 0.1; the page sends every figure with its HTML).
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LIGHTHOUSE_RUNS, lighthouseRuns } from './lighthouse.mjs';
import { startBenchServer } from './server.mjs';

const CLIENT_TOKEN = process.env.CLIENT_TOKEN ?? 'kryptomat-web-client-2026';

async function signIn(base) {
  const response = await fetch(`${base}/api/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', clienttoken: CLIENT_TOKEN },
    body: JSON.stringify({ login: 'demo@kryptomat.test', password: process.env.DEMO_PASSWORD ?? 'Demo-Pass-2026' }),
  });
  const cookie = /(kt_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('the demo customer could not sign in');
  return cookie;
}

const app = await startBenchServer({ port: 3602, pgPort: 54372, name: 'dashboard' });
try {
  const cookie = await signIn(app.base);
  // Warm both pages once, so the figures are of a running server and not of the first compilation.
  await fetch(`${app.base}/Dashboard_new`, { headers: { cookie } });
  await fetch(`${app.base}/Home`);
  const home = await lighthouseRuns(`${app.base}/Home`, { config: desktopConfig, stayOnPage: true });
  const dashboard = await lighthouseRuns(`${app.base}/Dashboard_new`, {
    config: desktopConfig,
    headers: { Cookie: cookie },
    stayOnPage: true,
  });
  const row = (name, r) =>
    `${name.padEnd(26)} performance ${String(r.performance).padStart(3)}   CLS ${r.cls.toFixed(3)}   LCP ${Math.round(r.lcp)} ms   TBT ${Math.round(r.tbt)} ms`;
  console.log(`\nbench:dashboard  (Lighthouse desktop, median of ${LIGHTHOUSE_RUNS})`);
  console.log(row('/Home (baseline)', home));
  console.log(row('/Dashboard_new signed in', dashboard));
  console.log(`score ratio to /Home ${(dashboard.performance / home.performance).toFixed(2)}`);
  const met = dashboard.performance >= 90 && dashboard.cls < 0.1;
  console.log(met ? 'targets met (performance >= 90, CLS < 0.1)' : 'TARGETS MISSED (performance >= 90, CLS < 0.1)');
  process.exitCode = met ? 0 : 1;
} finally {
  await app.stop();
}
