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

/**
 * LIGHTHOUSE_RUNS performance runs of `url`, each in a fresh browser, and the median of each figure. `config` is a
 * Lighthouse preset (the default is mobile); `headers` go with every request (a session cookie). With `stayOnPage`, a
 * run that ends on another page (a sign-in redirect) is an error, not a score.
 */
export async function lighthouseRuns(url, { config, headers = {}, stayOnPage = false } = {}) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
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
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(['performance', 'cls', 'lcp', 'tbt'].map((key) => [key, median(runs.map((run) => run[key]))]));
}
