#!/usr/bin/env node
// `npm run bench:web`: how fast the public site is for a visitor, beside a bare Next page built in the same run.
//  1. First-load JS (gzip) of every public page and of the bare page: every script the page loads until the network
//     is idle, fetched again and gzipped here at level 9 (so the figure does not depend on the server's compression).
//     Target: at most 40 KB over the bare page on every page. Map pages: the map library's chunks load after the ATM
//     list and are left out, recognised by their content (the maplibre-gl / mapbox-gl code), not by a file name.
//  2. Lighthouse (mobile preset, simulated throttling, system Chromium), median of 3 runs, on the landing page, the ATM
//     map, the rates, the blog and a post, and the three order forms (swap, gift voucher, card purchase), each beside
//     the bare page: score within 3 points of the bare page's, TBT at most 1.3 times the bare page's, LCP <= 2.5 s,
//     CLS < 0.1. The verdict splits TBT into rendering (the document's parse, style, layout, paint) and scripts, for the
//     page and its bare runs. Each run of a page follows a run of the bare page, and each page is judged beside the
//     median of its own bare runs: what else the shared machine does in those minutes (it drifts over a run of the whole
//     bench) falls on both alike. The bare row shows the median over all of them. BENCH_WEB_PAGES=/Home,/blog scores
//     only those pages, `all` every public page, `none` none. A control comes last, the bare page scored as a page
//     beside its own runs: the ratio two identical pages get in this run, the noise every other ratio carries.
//  3. Throughput of /Home beside the bare page under the same load (autocannon, alternating rounds); target ratio >= 0.5.
//     /Home is measured as served (from the HTML cache of public pages after its first render) and, for the record,
//     rendered at every request. BENCH_SECONDS=0 skips it.
// The bare page (bench/bare) is a one-file App Router app rendered per request like the app's pages, built with the
// same next/react in this run: what any Next page costs, so the differences are what this app adds. It is a measurement:
// missed targets are reported, and only errors exit non-zero.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, LIGHTHOUSE_RUNS, lighthouseMedians, lighthouseRunsBeside } from './lighthouse.mjs';
import { startBenchServer, stopProcess } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bareDir = path.join(root, 'bench/bare');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = Number(process.env.BENCH_WEB_PORT ?? 3175);
const BARE_PORT = APP_PORT + 1;
const TARGETS = { pointsBelowBare: 3, tbtRatio: 1.3, lcpMs: 2500, cls: 0.1, jsOverBareKb: 40, throughputRatio: 0.5 };
const LIGHTHOUSE_PAGES = [
  '/Home',
  '/Bitcoin_ATMs',
  '/Crypto_rates',
  '/blog',
  '<blog post>',
  '/Crypto_to_crypto_swap',
  '/Crypto_gift_voucher',
  '/Crypto_Delivery',
];
const MAP_LIBRARY = /maplibre-gl|mapbox-gl|maplibregl|mapboxgl/i;

const log = (message) => process.stderr.write(`[bench:web] ${message}\n`);
const kb = (bytes) => bytes / 1024;

async function waitFor(url, isAlive) {
  for (let i = 0; i < 240; i++) {
    if (!isAlive()) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${url} did not answer in 2 minutes`);
}

/** Builds bench/bare in this run with the project's next, and serves it. */
async function startBare() {
  log('building the bare Next page (bench/bare)');
  const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('the bare page did not build');
  const child = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(BARE_PORT)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const base = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor(`${base}/`, () => child.exitCode === null);
  return { base, stop: () => stopProcess(child) };
}

/** Every public path to measure: the fixed ones from the sitemap (English, unprefixed) plus one of each template. */
async function publicPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, p]) => p.replace(/&amp;/g, '&'));
  const english = paths.filter((p) => !/^\/(sk|cs|el|es|ru|de|hu)(\/|$)/.test(p) && !p.includes('?'));
  const templates = [/^\/blog\/\d+$/, /^\/they-wrote-about-us-details\/\d+$/, /^\/Bitcoin_ATMs_Details\/[^/]+$/];
  const fixed = english.filter((p) => !templates.some((template) => template.test(p)));
  const examples = templates.map((template) => english.find((p) => template.test(p))).filter(Boolean);
  return { all: [...fixed, ...examples], blogPost: english.find((p) => templates[0].test(p)) };
}

/** gzip size of the scripts a page loads until the network is idle, the map library's chunks apart. */
async function firstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let total = 0;
  let map = 0;
  for (const bodyPromise of scripts.values()) {
    const body = await bodyPromise;
    const size = gzipSync(body, { level: 9 }).length;
    if (MAP_LIBRARY.test(body.toString('latin1'))) map += size;
    else total += size;
  }
  await context.close();
  return { total, map, count: scripts.size };
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections: CONNECTIONS }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Alternating rounds, so drift in what else the machine does falls on both alike. */
async function throughput(targets) {
  for (const url of Object.values(targets)) await load(url, 2);
  const rounds = 3;
  const duration = Math.max(2, Math.round(LOAD_SECONDS / rounds));
  const totals = Object.fromEntries(Object.keys(targets).map((name) => [name, { requests: 0, seconds: 0, errors: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const result = await load(url, duration);
      totals[name].requests += result.requests.total;
      totals[name].seconds += result.duration;
      totals[name].errors += result.errors + result.non2xx;
    }
  }
  const rates = Object.fromEntries(Object.entries(totals).map(([name, t]) => [name, t.requests / t.seconds]));
  return { ...rates, errors: Object.values(totals).reduce((sum, t) => sum + t.errors, 0) };
}

const pad = (text, width) => String(text).padEnd(width);

/** The pages Lighthouse scores: BENCH_WEB_PAGES (a comma-separated list, `all` or `none`), else LIGHTHOUSE_PAGES. */
function lighthousePages(all, blogPost) {
  const chosen = process.env.BENCH_WEB_PAGES?.trim();
  if (chosen === 'none') return [];
  if (chosen === 'all') return all;
  const pages = chosen ? chosen.split(',').map((p) => p.trim()) : LIGHTHOUSE_PAGES;
  return pages.map((p) => (p === '<blog post>' ? blogPost : p));
}

const app = await startBenchServer({ port: APP_PORT, pgPort: Number(process.env.BENCH_WEB_PG_PORT ?? 54348), name: 'web' });
let bare;
try {
  bare = await startBare();
  const { all, blogPost } = await publicPaths(app.base);
  if (!blogPost) throw new Error('the sitemap lists no blog post');

  log('first-load JS of every public page');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  const bareJs = await firstLoadJs(browser, `${bare.base}/`);
  const scored = lighthousePages(all, blogPost);
  const rows = new Map();
  // The sitemap names the landing page `/`; the scored pages may name it /Home.
  for (const pagePath of new Set([...all, ...scored])) rows.set(pagePath, { js: await firstLoadJs(browser, `${app.base}${pagePath}`) });
  await browser.close();

  let bareLighthouse;
  let control;
  if (scored.length > 0) {
    log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per page, each after a run of the bare page`);
    const bareRuns = [];
    for (const pagePath of scored) {
      log(`  ${pagePath}`);
      const { page, baseline, baselineRuns } = await lighthouseRunsBeside(`${app.base}${pagePath}`, `${bare.base}/`);
      rows.set(pagePath, { ...rows.get(pagePath), lighthouse: page, bare: baseline });
      bareRuns.push(...baselineRuns);
    }
    bareLighthouse = lighthouseMedians(bareRuns);
    log('  the bare page beside itself (control)');
    control = await lighthouseRunsBeside(`${bare.base}/`, `${bare.base}/`);
  }

  let missed = 0;
  const check = (ok) => {
    if (!ok) missed++;
    return ok ? 'ok' : 'FAIL';
  };
  const out = [];
  const lighthouseCells = (l) => [Math.round(l.performance), Math.round(l.tbt), (l.lcp / 1000).toFixed(2), l.cls.toFixed(3)];
  out.push(
    '',
    `bench:web  first-load JS (gzip) and Lighthouse mobile ${LIGHTHOUSE_RUNS}-run median, each page beside the bare Next page`,
    `targets: JS <= bare + ${TARGETS.jsOverBareKb} KB; score >= bare - ${TARGETS.pointsBelowBare}; TBT <= ${TARGETS.tbtRatio} x bare; ` +
      `LCP <= ${TARGETS.lcpMs / 1000} s; CLS < ${TARGETS.cls}`,
    `${pad('page', 40)}${pad('JS KB', 8)}${pad('+bare', 8)}${pad('map KB', 8)}${pad('score', 7)}${pad('TBT ms', 8)}${pad('LCP s', 7)}${pad('CLS', 7)}verdict`,
    `${pad('bare Next page', 40)}${pad(kb(bareJs.total).toFixed(1), 8)}${pad('-', 8)}${pad('-', 8)}` +
      (bareLighthouse
        ? lighthouseCells(bareLighthouse)
            .map((cell, i) => pad(cell, [7, 8, 7, 7][i]))
            .join('')
        : '') +
      '(baseline)',
  );
  for (const [pagePath, { js, lighthouse, bare: besideBare }] of rows) {
    const over = kb(js.total - bareJs.total);
    const verdicts = [`js ${check(over <= TARGETS.jsOverBareKb)}`];
    let cells = '';
    if (lighthouse) {
      cells = lighthouseCells(lighthouse)
        .map((cell, i) => pad(cell, [7, 8, 7, 7][i]))
        .join('');
      verdicts.push(
        `score ${check(lighthouse.performance >= besideBare.performance - TARGETS.pointsBelowBare)} (bare ${besideBare.performance})`,
        `TBT ${(lighthouse.tbt / Math.max(besideBare.tbt, 1)).toFixed(2)}x ${check(lighthouse.tbt <= TARGETS.tbtRatio * besideBare.tbt)} ` +
          `(bare ${Math.round(besideBare.tbt)} ms; rendering ${Math.round(lighthouse.tbtRendering)}, scripts ${Math.round(lighthouse.tbtScripts)} ` +
          `against ${Math.round(besideBare.tbtRendering)}, ${Math.round(besideBare.tbtScripts)})`,
        `LCP ${check(lighthouse.lcp <= TARGETS.lcpMs)}`,
        `CLS ${check(lighthouse.cls < TARGETS.cls)}`,
      );
    }
    out.push(
      `${pad(pagePath, 40)}${pad(kb(js.total).toFixed(1), 8)}${pad(over.toFixed(1), 8)}${pad(js.map ? kb(js.map).toFixed(1) : '-', 8)}` +
        `${cells || pad('', 29)}${verdicts.join(', ')}`,
    );
  }

  if (control) {
    out.push(
      '',
      `control, the bare page beside its own runs (no target): TBT ${Math.round(control.page.tbt)} against ` +
        `${Math.round(control.baseline.tbt)} ms = ${(control.page.tbt / Math.max(control.baseline.tbt, 1)).toFixed(2)}x, ` +
        `score ${control.page.performance} against ${control.baseline.performance}: how far apart identical pages land in this run`,
    );
  }

  if (LOAD_SECONDS > 0) {
    log(`throughput: ${LOAD_SECONDS} s per target in 3 alternating rounds, ${CONNECTIONS} connections`);
    // /Home as visitors get it (the HTML cache of scripts/html-cache.mjs answers), and rendered at every request: a
    // query string keeps a request out of the cache, so the second figure is what a cache miss costs.
    const load = await throughput({ bare: `${bare.base}/`, home: `${app.base}/Home`, rendered: `${app.base}/Home?uncached` });
    const ratio = load.home / load.bare;
    out.push('', `throughput (${CONNECTIONS} connections, ${LOAD_SECONDS} s each in alternating rounds)`);
    out.push(`${pad('bare Next page', 34)}${load.bare.toFixed(0)} req/s`, `${pad('/Home', 34)}${load.home.toFixed(0)} req/s`);
    out.push(
      `${pad('/Home rendered at every request', 34)}${load.rendered.toFixed(0)} req/s   (ratio ${(load.rendered / load.bare).toFixed(2)}: a cache miss)`,
    );
    out.push(
      `ratio /Home / bare: ${ratio.toFixed(2)}   (target >= ${TARGETS.throughputRatio}) ${check(ratio >= TARGETS.throughputRatio)}   errors or non-2xx answers: ${load.errors}`,
    );
    if (load.errors > 0) process.exitCode = 1;
  }
  out.push('', missed === 0 ? 'all targets met' : `${missed} target(s) missed`);
  console.log(out.join('\n'));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await bare?.stop();
  await app.stop();
}
