// What other domains may call in lib/server/ledger: they import '@/lib/server/ledger', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export {
  accountBalance,
  accountByNumber,
  accountsById,
  availableBalance,
  balancesOf,
  customerAccount,
  customerAccountIds,
  deleteCustomerAccounts,
  feeAssets,
  feeShardAccount,
  feeShardsToSweep,
  houseAccount,
  openCustomerAccounts,
  sentTransfer,
  trialBalance,
} from './accounts';
export { LimitExceeded } from './counters';
export type { CountedLimit, LimitSide, LimitUse } from './counters';
export { creditFromOutside, creditFromWorld } from './outside-credits';
export { costBasis, entriesOf } from './entries';
export { KEY_LIFETIME, replayBody, withIdempotencyKey } from './idempotency';
export { releaseExpiredHoldsJob, sweepExpiredKeys } from './jobs';
export { conversion, feeLeg, holdFunds, move, releaseHold } from './movements';
export { ledgerCommands } from './ops';
export { datePostingsAt, hold, inLedgerTransaction, post, postAndReport, releaseLimits, reverse, settle } from './post';
export type { Leg } from './post';
export { balanceAt, dailyBalances, statementEntries, statementFigures } from './statement';
export type { Statement, StatementEntry } from './statement';
export { transferOnce } from './transfer';
export type { RecipientKey, TransferPosted, TransferRefusal } from './transfer';
