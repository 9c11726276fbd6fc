#!/usr/bin/env node
// `npm run bench:soak`: 60 s of mixed traffic at 200 requests/s through HAProxy to two instances over one PostgreSQL
// (tests/cluster/harness.mjs): the 5-second polls of signed-in browsers, public pages of visitors, and transfers
// between a customer's own accounts (quote, then confirm with an Idempotency-Key), each kind at a steady rate
// (bench/paced.mjs). Reports errors (target 0), p99 per kind, the share each instance served, and each instance's
// resident memory before and after (bound below).
import { randomUUID } from 'node:crypto';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { apiHeaders, DEMO, signIn } from '../tests/cluster/client.mjs';
import { startCluster } from '../tests/cluster/harness.mjs';
import { httpClient, paced } from './paced.mjs';

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

/** The shares of the rate: browsers polling every 5 s, visitors reading public pages, transfers (four calls each). */
const MIX = { polls: 0.6, pages: 0.2, transfers: 0.2 };

const served = new Map();
const refusals = [];
/** Tallies which instance answered, keeps the first refusals to show; the answer, for the unit to go on with. */
function counted(kind, answer) {
  const instance = answer.headers['x-instance'] ?? 'none';
  served.set(instance, (served.get(instance) ?? 0) + 1);
  if (answer.status >= 400 && refusals.length < 5) refusals.push(`${kind}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer;
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
  ];
  const pages = ['/Home', '/Crypto_rates', '/Bitcoin_ATMs', '/blog'];
  // Each kind on connections of its own, enough that a slow answer does not hold the offered rate back.
  const pollClient = httpClient(cluster.base, 40);
  const pageClient = httpClient(cluster.base, 16);
  const transferClient = httpClient(cluster.base, 16);
  const poll = (index) =>
    pollClient.send({ path: polls[index % polls.length], headers: apiHeaders(browser.token) }).then((answer) => counted('poll', answer));
  const page = (index) => pageClient.send({ path: pages[index % pages.length] }).then((answer) => counted('page', answer));
  // There and back between the euro credit and cash accounts, each leg a quote and its confirmation with an
  // Idempotency-Key: the balances stay where they were, whatever runs beside it. A failed call ends the round.
  const post = (path, body, headers = {}) =>
    transferClient.send({ method: 'POST', path, headers: apiHeaders(mover.token, headers), body: JSON.stringify(body) });
  const transferThereAndBack = async () => {
    let answer;
    for (const [from, to] of [
      ['EUR:available', 'EUR:cash'],
      ['EUR:cash', 'EUR:available'],
    ]) {
      answer = counted('quote', await post('/api/user/v1/transfers/own/quote', { from, to, amount: '0.01' }));
      if (answer.status !== 200) return answer;
      answer = counted(
        'transfer',
        await post('/api/user/v1/transfers/own', { quote: quoteOf(answer.body) }, { 'idempotency-key': randomUUID() }),
      );
      if (answer.status !== 200) return answer;
    }
    return answer;
  };
  const kinds = [
    { kind: 'polls (viewuser, unread, auto-logout)', requestsPerUnit: 1, rate: RATE * MIX.polls, unit: poll },
    { kind: 'public pages', requestsPerUnit: 1, rate: RATE * MIX.pages, unit: page },
    {
      kind: 'transfers (2 quotes + 2 confirms, timed as one)',
      requestsPerUnit: 4,
      rate: (RATE * MIX.transfers) / 4,
      unit: transferThereAndBack,
    },
  ];
  const run = (seconds, share) => Promise.all(kinds.map(({ rate, unit }) => paced({ rate: rate * share, seconds, unit })));

  // Warm-up at a tenth of the rate, so the memory "before" is that of a running server, not of a fresh process.
  await run(5, 0.1);
  served.clear();
  refusals.length = 0;
  const rssNow = () => Object.fromEntries(cluster.instanceIds.map((id) => [id, cluster.rssOf(id)]));
  const rssBefore = rssNow();
  let rssHalfway = rssBefore;
  const halfway = setTimeout(() => (rssHalfway = rssNow()), (SECONDS * 1000) / 2);
  const series = [];
  const sampler = setInterval(() => series.push(rssNow()), 10_000);

  const results = await run(SECONDS, 1);
  for (const client of [pollClient, pageClient, transferClient]) client.close();
  clearTimeout(halfway);
  clearInterval(sampler);
  for (const id of cluster.instanceIds)
    console.log(`${id} RSS every 10 s: ${series.map((sample) => (sample[id] / MB).toFixed(0)).join(' ')}`);
  const rssAfter = rssNow();

  let errors = 0;
  console.log(
    `\nbench:soak  ${SECONDS} s at ${RATE} requests/s through HAProxy to two instances over one PostgreSQL (paced: each kind at a steady rate, latency from when it was due)`,
  );
  kinds.forEach(({ kind, requestsPerUnit }, index) => {
    const result = results[index];
    const failed = result.errors + result.non2xx;
    errors += failed;
    console.log(
      `${kind.padEnd(48)} ${String(result.requests.total * requestsPerUnit).padStart(6)} requests  ${(result.requests.average * requestsPerUnit).toFixed(0).padStart(4)}/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   errors ${failed}`,
    );
  });
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
  const answers = [...served.values()].reduce((sum, count) => sum + count, 0);
  console.log(`${answers} answers, ${errors} errors: ${met ? 'targets met' : 'TARGETS MISSED'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  await cluster.stop();
}
