// Each Jest worker has a database of its own, copied from the migrated template by the global setup, so files in
// parallel workers never reset each other's data. Loaded as a setup file, it points the test file at its worker's. It
// changes the test sandbox's process.env only: a child process must be given `env: process.env` (or a copy) explicitly,
// or it inherits the worker's real environment and the template database.

/** The connection URL naming another database on the same server (both URL forms of scripts/embedded-db.mjs). */
function withDatabase(url, database) {
  return url.replace(/\/([^/?]*)(\?|$)/, `/${database}$2`);
}

/** The template database's name in a connection URL. */
function databaseOf(url) {
  return /\/([^/?]*)(\?|$)/.exec(url)[1];
}

const workerDatabase = (template, worker) => `${template}_w${worker}`;

if (process.env.JEST_WORKER_ID && process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  process.env.DATABASE_URL = withDatabase(url, workerDatabase(databaseOf(url), process.env.JEST_WORKER_ID));
}

module.exports = { withDatabase, databaseOf, workerDatabase };
