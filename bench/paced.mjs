// Load at a steady rate, for the benches' "p99 at N requests/s" figures. autocannon's overallRate is not one: each
// connection sends its share of a second back to back when the second starts (all of a second's requests in its
// first 200-300 ms, at full speed, then nothing), and its correction for coordinated omission takes 1 ms as the
// interval between requests, so every slow answer also adds one sample per millisecond it took. Measured on
// /api/health at "200 requests/s": the slow answers came in bursts at the start of each second, and the bare handler's
// p99 was 47-51 ms.
// Here unit i (one request, or a few in a row) is started at start + i / rate whether or not earlier ones have
// finished (an open loop: a stall does not slow the offered load down), over a fixed number of kept-alive connections,
// queueing when all are busy. Its latency counts from the moment it was due, not from when a connection took it, so
// time spent queued behind a stall is counted as well.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Requests over at most `connections` kept-alive connections to `url`'s host; each answer with its status, headers
 * and body text, or an error when none comes within `timeoutMs`.
 * @returns {{ send: (request: { path: string, method?: string, headers?: Record<string, string>, body?: string }) =>
 *   Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>, close: () => void }}
 */
export function httpClient(url, connections = 10, timeoutMs = 10_000) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = ({ path, method = 'GET', headers = {}, body }) =>
    new Promise((resolve, reject) => {
      const outgoing = http.request({ agent, hostname, port, path, method, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      outgoing.on('error', reject);
      // As autocannon does: an answer that does not come within 10 s is an error, not a stall of the whole bench.
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Runs `unit(index)` `rate` times a second for `seconds`; a unit's answer is its last response (a status outside 2xx
 * counts as non2xx), a unit that throws counts as an error (no answer).
 * @param {{ rate: number, seconds: number, unit: (index: number) => Promise<{ status: number }> }} options
 * @returns the figures autocannon reports, in its shape: requests (units started, answered per second), latency (ms,
 *   of the units answered with 2xx), errors, non2xx
 */
export async function paced({ rate, seconds, unit }) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const finished = [];
  const start = performance.now();
  const dueAt = (index) => start + index * interval;

  const run = (index) =>
    unit(index).then(
      ({ status }) => {
        if (status >= 200 && status < 300) latencies.push(performance.now() - dueAt(index));
        else non2xx++;
      },
      () => errors++,
    );

  let started = 0;
  await new Promise((resolve) => {
    const startDue = () => {
      while (started < total && dueAt(started) <= performance.now()) finished.push(run(started++));
      if (started < total) setTimeout(startDue, Math.max(0, dueAt(started) - performance.now()));
      else resolve();
    };
    startDue();
  });
  await Promise.all(finished);
  const elapsed = (performance.now() - start) / 1000;

  latencies.sort((x, y) => x - y);
  const percentile = (share) => (latencies.length ? Math.round(latencies[Math.ceil(share * latencies.length) - 1]) : NaN);
  return {
    requests: { total, average: latencies.length / elapsed },
    latency: { p50: percentile(0.5), p99: percentile(0.99), max: percentile(1) },
    errors,
    non2xx,
  };
}
