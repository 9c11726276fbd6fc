// Load at a steady rate, for the benches' "p99 at N requests/s" figures. autocannon's overallRate is not one: each
// connection sends its share of a second back to back when the second starts (all of a second's requests in its
// first 200-300 ms, at full speed, then nothing), and its correction for coordinated omission takes 1 ms as the
// interval between requests, so every slow answer also adds one sample per millisecond it took. Measured on
// /api/health at "200 requests/s": the slow answers came in bursts at the start of each second, and the bare handler's
// p99 was 47-51 ms.
// Here request i is sent at start + i / rate whether or not earlier ones have answered (an open loop: a stall does not
// slow the offered load down), over a fixed number of kept-alive connections, queueing when all are busy. Its latency
// counts from the moment it was due, not from when a connection took it, so time spent queued behind a stall is
// counted as well.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * @param {object} options
 * @param {string} options.url  base of the requests (scheme, host, port)
 * @param {number} options.rate  requests per second
 * @param {number} options.seconds
 * @param {number} [options.connections]
 * @param {(index: number) => { path: string, method?: string, headers?: Record<string, string>, body?: string }} options.request
 * @returns the figures autocannon reports, in its shape: requests.average (answered per second), latency (ms), errors
 *   (no answer), non2xx
 */
export async function paced({ url, rate, seconds, connections = 10, request }) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const answers = [];
  const start = performance.now();
  const dueAt = (index) => start + index * interval;

  const send = (index) =>
    new Promise((resolve) => {
      const { path, method = 'GET', headers = {}, body } = request(index);
      const outgoing = http.request({ agent, hostname, port, path, method, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - dueAt(index));
          else non2xx++;
          resolve();
        });
      });
      outgoing.on('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(body);
    });

  let sent = 0;
  await new Promise((resolve) => {
    const sendDue = () => {
      while (sent < total && dueAt(sent) <= performance.now()) answers.push(send(sent++));
      if (sent < total) setTimeout(sendDue, Math.max(0, dueAt(sent) - performance.now()));
      else resolve();
    };
    sendDue();
  });
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((x, y) => x - y);
  const percentile = (share) => (latencies.length ? Math.round(latencies[Math.ceil(share * latencies.length) - 1]) : NaN);
  return {
    requests: { total, average: latencies.length / elapsed },
    latency: { p50: percentile(0.5), p99: percentile(0.99), max: percentile(1) },
    errors,
    non2xx,
  };
}
