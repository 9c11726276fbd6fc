#!/usr/bin/env node
// `npm run bench:poll`: the 5 s viewuser poll under load, beside a bare route handler (/api/health,
// constant JSON, no database) in the same run on the same server. Prints req/s, p99 and the ratio.
// Targets (issue 25): throughput ratio >= 0.7, and p99 < 50 ms at a steady 200 req/s.
import autocannon from 'autocannon';
import { httpClient, paced } from './paced.mjs';
import { startBenchServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 30);
// At 200 req/s one pause of the shared machine of 150 ms holds back about 30 answers: over 15 s (3,000 answers) that
// alone is the p99, over 30 s it is half of it.
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 30);
const STEADY_RATE = 200;
const CLIENT_TOKEN = process.env.CLIENT_TOKEN ?? 'kryptomat-web-client-2026';

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Rounds of one target as one result: mean req/s, worst p50/p99 of the rounds, all errors. */
function combine(results) {
  const worst = (pick) => Math.max(...results.map(pick));
  return {
    requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
    latency: { p50: worst((r) => r.latency.p50), p99: worst((r) => r.latency.p99) },
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function signInDemo(base) {
  const response = await fetch(`${base}/api/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', clienttoken: CLIENT_TOKEN },
    body: JSON.stringify({ login: 'demo@kryptomat.test', password: process.env.DEMO_PASSWORD ?? 'Demo-Pass-2026' }),
  });
  const envelope = await response.json();
  if (envelope.code !== '200') throw new Error(`demo sign-in failed: ${envelope.message}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const token = /kt_session=([^;]+)/.exec(setCookie)?.[1];
  if (!token) throw new Error('no session cookie in the sign-in answer');
  return token;
}

// Port 3610: 3100–3499 are taken by the e2e servers other worktrees start on this machine.
const server = await startBenchServer({ port: 3610, pgPort: 54359, name: 'poll' });
try {
  const token = await signInDemo(server.base);
  // A fresh database: the personal demo customer is the first user, id 1001.
  const me = await fetch(`${server.base}/api/user/v1/viewuser/1001`, {
    headers: { clienttoken: CLIENT_TOKEN, accesstoken: `Bearer ${token}` },
  }).then((r) => r.json());
  if (me.code !== '200') throw new Error(`viewuser failed: ${me.message}`);
  const viewUserPath = '/api/user/v1/viewuser/1001';
  const viewUserHeaders = { 'content-type': 'application/json', clienttoken: CLIENT_TOKEN, accesstoken: `Bearer ${token}`, lang: 'en' };
  const viewUser = { url: `${server.base}${viewUserPath}`, headers: viewUserHeaders };
  const bare = { url: `${server.base}/api/health` };
  const client = httpClient(server.base);
  const steady = (seconds, path, headers) => paced({ rate: STEADY_RATE, seconds, unit: () => client.send({ path, headers }) });

  // Warm both paths (JIT, connection pool) before measuring, then let a fresh server's start-up work settle (the job
  // queue's first rounds, the chain watcher's first scans, modules loaded on first use): measured right after the start,
  // the steady p99 swung between 75 and 135 ms; after this half minute at the steady rate it was 31 ms.
  await run({ ...bare, duration: 2 });
  await run({ ...viewUser, duration: 2 });
  await steady(WARM_SECONDS, viewUserPath, viewUserHeaders);

  // Steady 200 req/s first, on a server not yet churned by the max-load runs; then max load.
  const viewSteady = await steady(STEADY_SECONDS, viewUserPath, viewUserHeaders);
  const bareSteady = await steady(STEADY_SECONDS, '/api/health', {});
  client.close();
  // Max load alternates between the two in short rounds, so drift in what else the machine is doing
  // falls on both alike; the ratio compares their totals.
  const ROUNDS = 3;
  const bareRounds = [];
  const viewRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRounds.push(await run({ ...bare, duration: Math.max(2, Math.round(DURATION / ROUNDS)) }));
    viewRounds.push(await run({ ...viewUser, duration: Math.max(2, Math.round(DURATION / ROUNDS)) }));
  }
  const bareMax = combine(bareRounds);
  const viewMax = combine(viewRounds);

  const errors = (r) => r.errors + r.non2xx;
  const row = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${errors(r)}`;
  const ratio = viewMax.requests.average / bareMax.requests.average;
  console.log(
    `\nbench:poll  (max load: ${DURATION} s per target in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections; steady: ${STEADY_SECONDS} s at ${STEADY_RATE} req/s, one request every ${1000 / STEADY_RATE} ms, latency from when it was due)`,
  );
  console.log(row('bare handler, max load', bareMax));
  console.log(row('viewuser + session, max load', viewMax));
  console.log(row('bare handler, 200 req/s', bareSteady));
  console.log(row('viewuser + session, 200 req/s', viewSteady));
  console.log(`throughput ratio viewuser / bare: ${ratio.toFixed(2)}   (target >= 0.70)`);
  console.log(`viewuser p99 at 200 req/s: ${viewSteady.latency.p99} ms   (target < 50 ms)`);
  const met = ratio >= 0.7 && viewSteady.latency.p99 < 50 && errors(viewMax) === 0 && errors(viewSteady) === 0;
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  await server.stop();
}
