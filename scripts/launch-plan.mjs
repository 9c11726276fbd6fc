// What `npm start` (scripts/start.mjs) starts besides the app, decided from the environment alone, before anything
// starts. Plain ESM like the launcher.

/**
 * The database: `embedded` (the launcher's own PostgreSQL: the local demo) unless DATABASE_URL names one (a
 * deployment). The chain: `given` (CHAIN_NODES), `demo` (regtest litecoind nodes of the launcher's own) or `none`.
 * A deployment never gets demo services: without CHAIN_NODES it has no chain, whatever is on PATH, and the launcher
 * starts nothing before the app, whose first act is to check the configuration (instrumentation.ts), so a deployment
 * that may not run stops there having started nothing. `litecoindAvailable` is asked only in the demo.
 */
export function launchPlan(variables, { litecoindAvailable }) {
  const database = variables.DATABASE_URL ? 'given' : 'embedded';
  if (variables.CHAIN_NODES) return { database, chain: 'given' };
  if (database === 'given') return { database, chain: 'none' };
  return { database, chain: litecoindAvailable() ? 'demo' : 'none' };
}
