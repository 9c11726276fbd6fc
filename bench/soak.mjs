#!/usr/bin/env node
// `npm run bench:soak`: 60 s of mixed traffic at 200 requests/s through HAProxy to two instances over one PostgreSQL
// (tests/cluster/harness.mjs): the 5-second polls of signed-in browsers, public pages of visitors, and transfers
// between a customer's own accounts (quote, then confirm with an Idempotency-Key). Reports errors (target 0), p99 per
// kind, the share each instance served, and each instance's resident memory before and after (bound below).
import { randomUUID } from 'node:crypto';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import autocannon from 'autocannon';
import { apiHeaders, DEMO, signIn } from '../tests/cluster/client.mjs';
import { startCluster } from '../tests/cluster/harness.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 200);
const ENVELOPE_KEY = process.env.ENVELOPE_KEY ?? 'kryptomat-legacy-envelope-key';
/**
 * An instance may grow this much over the soak: the HTML cache fills up to its 64 MB cap, V8's heap grows to its
 * working size. A leak shows as growth that does not level off: the second half may add at most a third of the bound.
 */
const RSS_GROWTH_BOUND_MB = 150;
const RSS_LATE_GROWTH_BOUND_MB = RSS_GROWTH_BOUND_MB / 3;
const MB = 1024 * 1024;

/** The shares of the rate: browsers polling every 5 s, visitors reading public pages, transfers (two calls each). */
const MIX = { polls: 0.6, pages: 0.2, transfers: 0.2 };

const served = new Map();
const refusals = [];
function countAnswer(kind, status, body, headers) {
  const instance = headers['x-instance'] ?? 'none';
  served.set(instance, (served.get(instance) ?? 0) + 1);
  if (status >= 400 && refusals.length < 5) refusals.push(`${kind}: ${status} ${body.slice(0, 200)}`);
}

function run(kind, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve({ kind, result })));
    instance.on('error', reject);
  });
}

const quoteOf = (body) => {
  const envelope = JSON.parse(body);
  return envelope.data ? JSON.parse(AES.decrypt(envelope.data, ENVELOPE_KEY).toString(Utf8)).quote : undefined;
};

const cluster = await startCluster({
  name: 'soak',
  proxyPort: Number(process.env.SOAK_PORT ?? 3410),
  pgPort: Number(process.env.SOAK_PG_PORT ?? 55410),
  log: (line) => console.error(`[soak] ${line}`),
});
try {
  const browser = await signIn(cluster.base, DEMO.personal.login);
  const mover = await signIn(cluster.base, DEMO.corporate.login);
  const polls = [
    `/api/user/v1/viewuser/${DEMO.personal.id}`,
    `/api/user/v1/unreadbroadcast/${DEMO.personal.id}`,
    `/api/user/v1/unreadnews/${DEMO.personal.id}`,
    '/api/user/v1/viewautologoutbcm/1',
  ].map((path) => ({ method: 'GET', path, onResponse: (status, body, _context, headers) => countAnswer('poll', status, body, headers) }));
  const pages = ['/Home', '/Crypto_rates', '/Bitcoin_ATMs', '/blog'].map((path) => ({
    method: 'GET',
    path,
    onResponse: (status, body, _context, headers) => countAnswer('page', status, body, headers),
  }));
  // There and back between the euro credit and cash accounts, so the balances stay where they were.
  const transferLeg = (from, to) => [
    {
      method: 'POST',
      path: '/api/user/v1/transfers/own/quote',
      body: JSON.stringify({ from, to, amount: '0.01' }),
      onResponse: (status, body, context, headers) => {
        countAnswer('quote', status, body, headers);
        context.quote = status === 200 ? quoteOf(body) : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/user/v1/transfers/own',
      // No quote (its call failed, and counts as the error): start the round again rather than confirm nothing.
      setupRequest: (request, context) =>
        context.quote && {
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ quote: context.quote }),
        },
      onResponse: (status, body, _context, headers) => countAnswer('transfer', status, body, headers),
    },
  ];

  // Warm-up at a tenth of the rate, so the memory "before" is that of a running server, not of a fresh process.
  const warm = (requests, headers) =>
    run('warm-up', { url: cluster.base, duration: 5, connections: 2, overallRate: 10, headers, requests });
  await Promise.all([
    warm(polls, apiHeaders(browser.token)),
    warm(pages, {}),
    warm([...transferLeg('EUR:available', 'EUR:cash'), ...transferLeg('EUR:cash', 'EUR:available')], apiHeaders(mover.token)),
  ]);
  served.clear();
  refusals.length = 0;
  const rssNow = () => Object.fromEntries(cluster.instanceIds.map((id) => [id, cluster.rssOf(id)]));
  const rssBefore = rssNow();
  let rssHalfway = rssBefore;
  const halfway = setTimeout(() => (rssHalfway = rssNow()), (SECONDS * 1000) / 2);
  const series = [];
  const sampler = setInterval(() => series.push(rssNow()), 10_000);

  const runs = await Promise.all([
    run('polls (viewuser, unread, auto-logout)', {
      url: cluster.base,
      // Enough connections that a slow answer does not hold the offered rate back (each sends one request at a time).
      connections: 40,
      overallRate: RATE * MIX.polls,
      headers: apiHeaders(browser.token),
      requests: polls,
    }),
    run('public pages', { url: cluster.base, connections: 16, overallRate: RATE * MIX.pages, requests: pages }),
    run('transfers (quote + confirm)', {
      url: cluster.base,
      connections: 16,
      overallRate: RATE * MIX.transfers,
      headers: apiHeaders(mover.token),
      requests: [...transferLeg('EUR:available', 'EUR:cash'), ...transferLeg('EUR:cash', 'EUR:available')],
    }),
  ]);
  clearTimeout(halfway);
  clearInterval(sampler);
  for (const id of cluster.instanceIds)
    console.log(`${id} RSS every 10 s: ${series.map((sample) => (sample[id] / MB).toFixed(0)).join(' ')}`);
  const rssAfter = rssNow();

  let errors = 0;
  let total = 0;
  console.log(`\nbench:soak  ${SECONDS} s at ${RATE} requests/s through HAProxy to two instances over one PostgreSQL`);
  for (const { kind, result } of runs) {
    const failed = result.errors + result.timeouts + result.non2xx;
    errors += failed;
    total += result.requests.total;
    console.log(
      `${kind.padEnd(40)} ${String(result.requests.total).padStart(6)} requests  ${result.requests.average.toFixed(0).padStart(4)}/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   errors ${failed}`,
    );
  }
  console.log(`answered by: ${[...served].map(([id, n]) => `${id} ${n}`).join(', ')}`);
  for (const refusal of refusals) console.log(`  refused: ${refusal}`);
  let memoryOk = true;
  const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
  for (const id of cluster.instanceIds) {
    const growth = (rssAfter[id] - rssBefore[id]) / MB;
    const lateGrowth = (rssAfter[id] - rssHalfway[id]) / MB;
    // An instance that died (out of memory, say) has no resident memory to read: that is a failure, not a shrink.
    memoryOk &&= rssAfter[id] !== null && growth <= RSS_GROWTH_BOUND_MB && lateGrowth <= RSS_LATE_GROWTH_BOUND_MB;
    console.log(
      `${id} resident memory: ${mb(rssBefore[id])} before, ${mb(rssHalfway[id])} halfway, ${mb(rssAfter[id])} after (+${growth.toFixed(0)} MB, bound +${RSS_GROWTH_BOUND_MB}; second half +${lateGrowth.toFixed(0)} MB, bound +${RSS_LATE_GROWTH_BOUND_MB})`,
    );
  }
  const met = errors === 0 && memoryOk && served.size === cluster.instanceIds.length;
  console.log(`${total} requests, ${errors} errors: ${met ? 'targets met' : 'TARGETS MISSED'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  await cluster.stop();
}
