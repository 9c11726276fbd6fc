// What other domains may call in lib/server/chain: they import '@/lib/server/chain', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { depositAddressFor } from './addresses';
export { depositsForCheck } from './check';
export { chainNodeOf, chainNodes, rpcOf } from './config';
export { bookDemoFunding } from './funding';
export { watchAllChains, watchDeposits } from './deposit-watcher';
export type { WatchSummary } from './deposit-watcher';
export { WATCH_SECONDS, chainReconcileJob, chainSendJob, chainWatchJob } from './jobs';
export { chainCommands } from './ops';
export {
  bookOrderPayment,
  keepOrderPayment,
  openOrderAddress,
  openSwapSettlement,
  orderAddressPayments,
  orderNode,
  orderSettlement,
  replacedOrderPayments,
  sendForOrder,
} from './orders';
export type { OrderAddressPayment, OrderSend } from './orders';
export { reconcileChain } from './reconcile';
export { NodeError, NodeUnavailable } from './rpc';
export { broadcastWithdrawal, confirmWithdrawal, sendAllChains, sendWithdrawals, signWithdrawal } from './sender';
export {
  addWithdrawalAddress,
  cancelWithdrawalAddress,
  labelWithdrawalAddress,
  removeWithdrawalAddress,
  sendWithdrawalAddressCode,
  withdrawalAddressCancelOffer,
} from './withdrawal-addresses';
export { WITHDRAWAL_FEATURE, requestWithdrawal } from './withdrawals';
