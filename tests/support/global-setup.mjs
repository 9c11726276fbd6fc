// One real PostgreSQL for the whole Jest run: TEST_DATABASE_URL when given (a disposable server: its database is
// dropped and re-created, and one database per worker is created beside it, so the role needs CREATEDB), otherwise
// an embedded server in a temporary folder on a free port. The schema is migrated once into the first database, which
// then serves as the template of every worker's own database (tests/support/worker-db.cjs picks it): files run in
// parallel workers, each resetting only its own data.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { JEST_WORKERS } from '../../jest.workers.mjs';
import workerDb from './worker-db.cjs';

export default async function globalSetup() {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kryptomat-test-pg-'));
    const server = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false, durable: false });
    globalThis.__EMBEDDED_PG__ = server;
    url = server.url;
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await pool.query(
    'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await migrate(drizzle(pool), { migrationsFolder: path.resolve('lib/server/db/migrations') });
  await pool.end();

  // A template must have no other session open while it is copied: the migration pool above is closed.
  const template = workerDb.databaseOf(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let worker = 1; worker <= JEST_WORKERS; worker++) {
    const name = workerDb.workerDatabase(template, worker);
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  }
  await admin.end();

  process.env.DATABASE_URL = url;
  // The tests call the handlers as scripts/server.mjs would serve them: with the client address in its header.
  process.env.KT_CLIENT_IP_FROM_SERVER = '1';
  process.env.DEMO_DATA = 'off';
}
