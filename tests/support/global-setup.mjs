// One real PostgreSQL for the whole Jest run: TEST_DATABASE_URL when given (a disposable database: its
// public schema is dropped), otherwise an embedded server in a temporary folder on a free port.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export default async function globalSetup() {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kryptomat-test-pg-'));
    const server = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
    globalThis.__EMBEDDED_PG__ = server;
    url = server.url;
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await pool.query(
    'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await migrate(drizzle(pool), { migrationsFolder: path.resolve('lib/server/db/migrations') });
  await pool.end();
  process.env.DATABASE_URL = url;
  // The tests call the handlers as scripts/server.mjs would serve them: with the client address in its header.
  process.env.KT_CLIENT_IP_FROM_SERVER = '1';
  process.env.DEMO_DATA = 'off';
}
