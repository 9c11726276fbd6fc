/**
 * The ledger's words, shared by the server (postings, the schema) and the browser (the history's filters): one list
 * each, so a posting cannot name a kind the history does not know.
 */

/** What moved the money (the kind of a ledger transaction): every posting names one of these. */
export const TRANSACTION_KINDS = [
  'transfer',
  'conversion',
  'exchange',
  'bank-deposit',
  'bank-payout',
  'crypto-deposit',
  'crypto-withdrawal',
  'voucher',
  'plan',
  'demo-credit',
  'reversal',
  'fee-sweep',
  'stake',
  'unstake',
  'staking-reward',
  'public-order',
  'atm-cash',
  'card-payment',
  'card-refund',
  'card-fee',
  'chain-funding',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * The provider's own bookkeeping: it touches no customer account, so no customer's history shows it. `chain-funding`:
 * the house's own coins into or out of a node's hot wallet (a demo node's mined funding, the demo faucet's payments).
 */
const HOUSE_ONLY_KINDS = ['fee-sweep', 'public-order', 'chain-funding'] as const satisfies readonly TransactionKind[];
export type CustomerTransactionKind = Exclude<TransactionKind, (typeof HOUSE_ONLY_KINDS)[number]>;
export const CUSTOMER_TRANSACTION_KINDS = TRANSACTION_KINDS.filter(
  (kind): kind is CustomerTransactionKind => !(HOUSE_ONLY_KINDS as readonly string[]).includes(kind),
);

/** A journal transaction is posted at once, or pending (a hold) until it is posted or voided. */
export const TRANSACTION_STATUSES = ['posted', 'pending', 'voided'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
