// Two app instances over one PostgreSQL behind HAProxy, on this machine, the way docs/deploy.md runs them in
// production: each instance is `scripts/server.mjs` (what `npm start` serves with) on a port of its own, the proxy runs
// deploy/haproxy.cfg with only its addresses rewritten. For the two-instance tests (tests/cluster), the fault tests and
// the soak (bench/soak.mjs); plain ESM so all of them, Jest or plain Node, load it as it is.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../../scripts/build.mjs';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const INSTANCE_IDS = ['app1', 'app2'];
const READY_TIMEOUT_MS = 120_000;

/**
 * deploy/haproxy.cfg with what only a production machine has replaced by this machine's: the listen address, the two
 * instances' addresses, the runtime socket, syslog and the error answers' file (deploy/, for the three statuses).
 * Each replacement must match as often as expected, so a change to the file that this harness would silently miss
 * fails here instead.
 */
export function localProxyConfig(template, { proxyPort, instancePorts, dir }) {
  const replacements = [
    [/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${proxyPort}`],
    [/^(\s*)server app1 \S+/m, `$1server app1 127.0.0.1:${instancePorts[0]}`],
    [/^(\s*)server app2 \S+/m, `$1server app2 127.0.0.1:${instancePorts[1]}`],
    [/^(\s*)stats socket \S+/m, `$1stats socket ${path.join(dir, 'haproxy.sock')}`],
    [/^(\s*)log \/dev\/log local0$/m, '$1log stderr format raw local0'],
    [
      /^(\s*errorfile 50[234]) \/etc\/haproxy\/errors\/kryptomat-unavailable\.http$/gm,
      `$1 ${path.join(root, 'deploy/haproxy-unavailable.http')}`,
      3,
    ],
  ];
  let config = template;
  for (const [pattern, replacement, expected = 1] of replacements) {
    const matches = template.match(new RegExp(pattern.source, 'gm')) ?? [];
    if (matches.length !== expected) {
      throw new Error(`deploy/haproxy.cfg: expected ${expected} line(s) matching ${pattern}, found ${matches.length}`);
    }
    config = config.replace(pattern, replacement);
  }
  return config;
}

async function waitFor(what, check, timeoutMs, alive = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

const answersHealth = async (url) => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
async function endProcess(child, graceMs = 10_000) {
  if (!child || exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** One command to HAProxy's runtime API (its stats socket); the answer as text. */
function runtimeCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Ends what a run that died without its clean stop left running on this data folder (instances, HAProxy, PostgreSQL):
 * they hold the ports. Only processes whose command line names the folder, so a reused process id is left alone.
 */
function endLeftovers(dir) {
  for (const pid of readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)) {
    if (pid !== process.pid && commandLineOf(pid).includes(dir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
  }
}

/** Resident memory of a process in bytes (Linux), or null when it is gone. */
export function rssOf(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts PostgreSQL, two instances and HAProxy, and waits until the proxy sends requests to both.
 *
 * @param {object} [options]
 * @param {string} [options.name] a data folder of its own under .data/ (wiped at start)
 * @param {number} [options.proxyPort] the proxy's port; the instances listen on the next two
 * @param {number} [options.pgPort]
 * @param {Record<string, string>} [options.env] more environment for both instances
 * @param {(line: string) => void} [options.log]
 */
export async function startCluster({ name = 'cluster', proxyPort = 3400, pgPort = 55400, env = {}, log = () => {} } = {}) {
  await buildIfNeeded(log);
  const dir = path.join(root, '.data', `${name}-${proxyPort}`);
  endLeftovers(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const instancePorts = [proxyPort + 1, proxyPort + 2];

  let database = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: pgPort, log });
  // What every instance must share: the database, and the secrets one instance signs with and the other checks
  // (a quote priced on one is confirmed on the other; a sign-in flow's cookie set by one is read by the other).
  // Not this shell's: a port, or chain nodes some other server of the developer's uses.
  const { PORT: _port, CHAIN_NODES: _nodes, ...inherited } = process.env;
  const sharedEnv = {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: database.url,
    // The embedded database marks the local demo (lib/env.ts): its demo customers are what the tests sign in as.
    EMBEDDED_DB: 'true',
    TRUSTED_PROXY_HOPS: '1',
    PUBLIC_ORIGIN: `http://localhost:${proxyPort}`,
    ORDER_SIGNING_KEY: randomBytes(36).toString('base64'),
    TOTP_ENCRYPTION_KEY: randomBytes(36).toString('base64'),
    CARD_WEBHOOK_SECRET: randomBytes(36).toString('base64'),
    // The heap bound docs/deploy.md gives each instance: without one V8 on a large machine lets a busy server's
    // heap grow for minutes before it collects (a 3-minute soak: +420 MB, levelling off), which looks like a leak.
    NODE_OPTIONS: '--max-old-space-size=320',
    ...env,
  };

  /** @type {Map<string, { id: string, port: number, url: string, child: import('node:child_process').ChildProcess }>} */
  const instances = new Map();

  function spawnInstance(id, port) {
    const logFile = createWriteStream(path.join(dir, `${id}.log`), { flags: 'a' });
    // The data folder on the command line marks the process as this cluster's (endLeftovers); the server ignores it.
    const child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs'), `--cluster=${dir}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...sharedEnv, PORT: String(port), INSTANCE_ID: id },
    });
    child.stdout.pipe(logFile);
    child.stderr.pipe(logFile);
    child.once('exit', (code, signal) => log(`${id} (pid ${child.pid}) exited: ${signal ?? code}`));
    const instance = { id, port, url: `http://127.0.0.1:${port}`, child };
    instances.set(id, instance);
    return instance;
  }

  async function startInstance(id, port) {
    const instance = spawnInstance(id, port);
    await waitFor(
      `${id} on port ${port}`,
      () => answersHealth(instance.url),
      READY_TIMEOUT_MS,
      () => !exited(instance.child),
    );
    return instance;
  }

  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    localProxyConfig(readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8'), { proxyPort, instancePorts, dir }),
  );
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stdout}${check.stderr}`);

  let proxy;
  const socketPath = path.join(dir, 'haproxy.sock');

  /** HAProxy's view of each instance: "UP", "DOWN", "MAINT", "UP 1/2" (going down)… */
  async function proxyStatus() {
    const csv = await runtimeCommand(socketPath, 'show stat');
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    const status = {};
    for (const row of rows.map((line) => line.split(','))) {
      const server = row[columns.indexOf('svname')];
      if (row[columns.indexOf('pxname')] === 'app' && INSTANCE_IDS.includes(server)) status[server] = row[columns.indexOf('status')];
    }
    return status;
  }

  async function waitForProxyStatus(id, wanted, timeoutMs = 30_000) {
    await waitFor(`HAProxy marking ${id} ${wanted}`, async () => (await proxyStatus())[id] === wanted, timeoutMs);
  }

  const stopAll = async () => {
    await Promise.all([...instances.values()].map(({ child }) => endProcess(child)));
    await endProcess(proxy, 2000);
    await database?.stop().catch(() => undefined);
    database = undefined;
  };

  try {
    await Promise.all(INSTANCE_IDS.map((id, n) => startInstance(id, instancePorts[n])));
    const proxyLog = createWriteStream(path.join(dir, 'haproxy.log'));
    proxy = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.stdout.pipe(proxyLog);
    proxy.stderr.pipe(proxyLog);
    for (const id of INSTANCE_IDS) await waitForProxyStatus(id, 'UP');
  } catch (error) {
    await stopAll();
    throw new Error(`the cluster did not start (logs in ${dir}): ${error instanceof Error ? error.message : error}`);
  }

  const instanceOf = (id) => {
    const instance = instances.get(id);
    if (!instance) throw new Error(`no instance ${id}; there are ${INSTANCE_IDS.join(', ')}`);
    return instance;
  };

  return {
    /** The proxy: what clients call. */
    base: `http://127.0.0.1:${proxyPort}`,
    dir,
    databaseUrl: database.url,
    instanceIds: INSTANCE_IDS,
    /** An instance's own address, bypassing the proxy. */
    urlOf: (id) => instanceOf(id).url,
    pidOf: (id) => instanceOf(id).child.pid,
    rssOf: (id) => rssOf(instanceOf(id).child.pid),
    proxyStatus,
    waitForProxyStatus,
    /** Ends an instance with `signal` (SIGKILL: a crash, no goodbye) and waits for it to be gone. */
    async kill(id, signal = 'SIGKILL') {
      const { child } = instanceOf(id);
      if (exited(child)) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await gone;
    },
    /** Starts a stopped or killed instance again on its port; resolves when the proxy sends it requests again. */
    async restart(id) {
      const instance = instanceOf(id);
      await endProcess(instance.child);
      await startInstance(id, instance.port);
      await waitForProxyStatus(id, 'UP');
    },
    /** Stops PostgreSQL (a fast shutdown: open connections are cut) while the instances keep running. */
    async stopDatabase() {
      await database?.stop();
      database = undefined;
    },
    /** Starts PostgreSQL again on the same data folder and port, so the instances' DATABASE_URL reaches it. */
    async startDatabase() {
      database ??= await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: pgPort, log });
    },
    /** Stops the instances, the proxy and PostgreSQL; the data folder stays for a look at the logs. */
    stop: stopAll,
  };
}
