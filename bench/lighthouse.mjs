// Lighthouse on the system Chromium, shared by the benchmarks that score pages (bench:web, bench:dashboard).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Without these Chromium calls the closed network at every start.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const FIGURES = ['performance', 'cls', 'lcp', 'tbt', 'tbtRendering', 'tbtScripts'];
/** The median of each figure over runs (lighthouseRunsBeside's `baselineRuns`, pooled over several pages). */
export const lighthouseMedians = (runs) => Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]))]));

const BLOCKING_THRESHOLD_MS = 50;

/**
 * Where a run's blocking time comes from: each simulated long task's part beyond 50 ms inside the FCP–TTI window (how
 * Lighthouse counts TBT), split into tasks of a script (evaluation, hydration, effects) and the rest, the document's
 * own work: parsing, style, layout and paint. A page whose first render straddles FCP shows in the rendering part.
 */
function blockingBySource(lhr) {
  const start = lhr.audits['first-contentful-paint'].numericValue;
  const end = lhr.audits.interactive.numericValue;
  const sums = { tbtRendering: 0, tbtScripts: 0 };
  for (const task of lhr.audits['long-tasks'].details?.items ?? []) {
    const clipped = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, start);
    const blocking = Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
    sums[/\.m?js(\?|$)/.test(task.url ?? '') ? 'tbtScripts' : 'tbtRendering'] += blocking;
  }
  return sums;
}

/**
 * One performance run of `url` in a fresh browser. `config` is a Lighthouse preset (the default is mobile); `headers`
 * go with every request (a session cookie). With `stayOnPage`, a run that ends on another page (a sign-in redirect) is
 * an error, not a score.
 */
async function lighthouseRun(url, { config, headers = {}, stayOnPage = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers },
      config,
    );
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (stayOnPage && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    return {
      ...blockingBySource(lhr),
      performance: Math.round(lhr.categories.performance.score * 100),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** LIGHTHOUSE_RUNS runs of `url` (options as lighthouseRun's), and the median of each figure. */
export async function lighthouseRuns(url, options) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url, options));
  return lighthouseMedians(runs);
}

/**
 * LIGHTHOUSE_RUNS runs of `url`, each right after a run of `baselineUrl`, and the medians of both: what else the shared
 * machine does in those minutes falls on the page and its baseline alike. `baselineRuns` are the baseline's runs, to
 * pool over several pages.
 */
export async function lighthouseRunsBeside(url, baselineUrl) {
  const page = [];
  const baseline = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    baseline.push(await lighthouseRun(baselineUrl));
    page.push(await lighthouseRun(url));
  }
  return { page: lighthouseMedians(page), baseline: lighthouseMedians(baseline), baselineRuns: baseline };
}
