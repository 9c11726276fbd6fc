// What `npm start` (scripts/start.mjs) starts besides the app, and what `npm run ops` reaches, decided from the
// environment alone, before anything starts. Plain ESM like the launcher.

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

/**
 * What `npm run ops` (scripts/ops.mjs) runs its commands against, by the same rule: the database, and the chain nodes
 * (CHAIN_NODES as given; in the demo only, the settings of the regtest node `npm start` runs, `demoNodes()`: its
 * node.json, undefined when there is none). ops starts no node, and a deployment's commands never reach a demo node,
 * even one left running on the machine.
 */
export function opsPlan(variables, { demoNodes }) {
  // Where the launcher would start the demo's nodes, ops reaches the ones it runs, if any.
  const { database, chain } = launchPlan(variables, { litecoindAvailable: () => true });
  return { database, chainNodes: chain === 'given' ? variables.CHAIN_NODES : chain === 'demo' ? demoNodes() : undefined };
}
