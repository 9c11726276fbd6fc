import 'server-only';
// What other domains may call of the chain domain: the coins with a node, a customer's deposit address, the watcher.
// Withdrawals and the public orders' settlement will send through NodeRpc's psbt calls (rpc.ts).
export { chainNodeOf, chainNodes, rpcOf } from './config';
export { depositAddressFor } from './addresses';
export { depositsForCheck } from './check';
export { watchAllChains, watchDeposits, WATCH_SECONDS, type WatchSummary } from './jobs';
export { NodeError, NodeUnavailable } from './rpc';
