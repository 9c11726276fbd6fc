#!/usr/bin/env node
// `npm run bench:burst`: another customer's 5 s viewuser poll while one customer sends bursts of 30 limit orders at
// once, beside the same poll with no burst, in the same run on the same server. Prints both p99s and their ratio.
// Target (issue 42 §3, "one customer's burst must never slow another customer"): p99 with the burst at most twice the
// p99 without it, and every poll answered 200. The integration test (customer-burst.test.ts) holds the mechanism
// (no call queued for a pool connection); this measures what the other customer feels.
import { randomUUID } from 'node:crypto';
import { httpClient, paced } from './paced.mjs';
import { startBenchServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const POLL_RATE = 20;
const BURST = 30;
const CLIENT_TOKEN = process.env.CLIENT_TOKEN ?? 'kryptomat-web-client-2026';

async function signIn(base, login) {
  const response = await fetch(`${base}/api/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', clienttoken: CLIENT_TOKEN },
    body: JSON.stringify({ login, password: process.env.DEMO_PASSWORD ?? 'Demo-Pass-2026' }),
  });
  const envelope = await response.json();
  if (envelope.code !== '200') throw new Error(`${login} sign-in failed: ${envelope.message}`);
  const token = /kt_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no session cookie in the sign-in answer');
  return token;
}

const headersOf = (token) => ({
  'content-type': 'application/json',
  clienttoken: CLIENT_TOKEN,
  accesstoken: `Bearer ${token}`,
  lang: 'en',
});

// Port 3611: 3100–3499 are taken by the e2e servers other worktrees start on this machine.
const server = await startBenchServer({ port: 3611, pgPort: 54360, name: 'burst' });
try {
  const burster = headersOf(await signIn(server.base, 'demo@kryptomat.test'));
  const pollerToken = await signIn(server.base, 'corporate@kryptomat.test');
  // A fresh database: the corporate demo customer is the second user.
  const pollPath = '/api/user/v1/viewuser/1002';
  const pollHeaders = headersOf(pollerToken);
  const polls = httpClient(server.base, 5);
  const poll = (seconds) => paced({ rate: POLL_RATE, seconds, unit: () => polls.send({ path: pollPath, headers: pollHeaders }) });

  // Below the market, so the few the demo customer's euros cover rest on the book and the rest are refused (422).
  const order = JSON.stringify({ pair: 'BTC-EUR', side: 'buy', type: 'limit', quantity: '0.01', price: '1000' });
  const bursts = httpClient(server.base, BURST);
  const statuses = {};
  let bursting = true;
  const burstLoop = async () => {
    while (bursting) {
      const answers = await Promise.all(
        Array.from({ length: BURST }, () =>
          bursts
            .send({
              path: '/api/user/v1/exchange/orders',
              method: 'POST',
              headers: { ...burster, 'idempotency-key': randomUUID() },
              body: order,
            })
            .then(
              ({ status }) => status,
              () => 'error',
            ),
        ),
      );
      for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };

  await poll(5); // warm
  const alone = await poll(SECONDS);
  const loop = burstLoop();
  const withBurst = await poll(SECONDS);
  bursting = false;
  await loop;
  polls.close();
  bursts.close();

  const row = (name, r) =>
    `${name.padEnd(30)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   not 200: ${r.errors + r.non2xx}`;
  const ratio = withBurst.latency.p99 / Math.max(1, alone.latency.p99);
  console.log(`\nbench:burst  (${POLL_RATE} polls/s for ${SECONDS} s each; bursts of ${BURST} limit orders back to back)`);
  console.log(row('poll, no burst', alone));
  console.log(row('poll, during bursts', withBurst));
  console.log(`burst answers: ${JSON.stringify(statuses)}`);
  console.log(`p99 ratio with / without the burst: ${ratio.toFixed(2)}   (target <= 2.00)`);
  const met = ratio <= 2 && alone.errors + alone.non2xx + withBurst.errors + withBurst.non2xx === 0;
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  await server.stop();
}
