// What other domains may call in lib/server/ledger: they import '@/lib/server/ledger', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { accountBalance, accountByNumber, accountsById, availableBalance, balancesOf, customerAccount, deleteCustomerAccounts, feeAssets, feeShardAccount, feeShardsToSweep, houseAccount, openCustomerAccounts, sentTransfer, trialBalance } from './accounts';
export { creditFromWorld } from './deposits';
export { costBasis, entriesOf } from './entries';
export { KEY_LIFETIME, withIdempotencyKey } from './idempotency';
export { sweepExpiredKeys } from './jobs';
export { ledgerCommands } from './ops';
export { hold, inLedgerTransaction, post, postAndReport, releaseLimits, reverse, settle } from './post';
export type { Leg } from './post';
export { balanceAt, dailyBalances, statementEntries, statementFigures } from './statement';
export type { Statement, StatementEntry } from './statement';
