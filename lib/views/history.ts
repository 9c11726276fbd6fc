import { CUSTOMER_TRANSACTION_KINDS, type CustomerTransactionKind, type TransactionStatus } from '@/lib/terms/ledger';

/** What moved the money, as the history names and filters it: every kind that touches a customer's account. */
export const HISTORY_KINDS = CUSTOMER_TRANSACTION_KINDS;
export type HistoryKind = CustomerTransactionKind;

/** The message key (under history.kinds) of a transaction kind; a kind the list does not know yet is "other". */
export const historyKindKey = (kind: string): HistoryKind | 'other' =>
  (HISTORY_KINDS as readonly string[]).includes(kind) ? (kind as HistoryKind) : 'other';

/**
 * The spec's transaction lists, each a fixed part of the customer's history: by what moved the money, or by the kind
 * of account it moved on. (Crypto withdrawals have their own screen, /Transactions_crypto_withdraw.)
 */
export const HISTORY_SCOPES = {
  all: {},
  exchange: { kinds: ['exchange', 'conversion'] },
  cash: { accountKinds: ['cash'] },
  earning: { accountKinds: ['staked'] },
} as const satisfies Record<string, { kinds?: readonly string[]; accountKinds?: readonly string[] }>;
export type HistoryScope = keyof typeof HISTORY_SCOPES;
export type HistoryScopeRule = {
  kinds?: readonly string[];
  accountKinds?: readonly string[];
  /** Only money in (credits) or only money out (debits). */
  direction?: 'in' | 'out';
};

/** The spec's display statuses of a ledger transaction: posted is Success, pending Pending, voided Failed. */
export type HistoryStatus = TransactionStatus;

/** One entry on one of the customer's accounts; amounts are decimal strings in the account's asset. */
export interface HistoryEntryView {
  id: number;
  transactionId: number;
  createdAt: string;
  kind: string;
  status: HistoryStatus;
  account: { id: number; number: string; asset: string; kind: string };
  amount: string;
  balanceAfter: string;
}

export interface HistoryFilterValues {
  account?: number;
  kind?: HistoryKind;
  status?: HistoryStatus;
  /** yyyy-mm-dd, both days included. */
  from?: string;
  to?: string;
}

export interface HistoryView {
  scope: HistoryScope;
  /** The list's page: the app path for links, and as the visitor's URL says it for the filter form. */
  path: string;
  action: string;
  entries: HistoryEntryView[];
  filters: HistoryFilterValues;
  /** The customer's accounts to filter by. */
  accounts: { id: number; number: string; asset: string; kind: string }[];
  /** The query string of the next (older) page, when there is one. */
  olderQuery: string | null;
  /** Whether this is a later page (a link back to the newest). */
  paged: boolean;
}

export interface AccountDetailsView {
  account: { id: number; number: string; asset: string; kind: string; balance: string };
  history: HistoryView;
}
