import type { HistoryEntryView } from './history';

export interface StatementView {
  accounts: { id: number; number: string; asset: string; kind: string }[];
  /** The form's values: the chosen account and period (this month by default). */
  query: { account: number; from: string; to: string };
  /** The form's own refusal (the period's end before its start), already translated. */
  error: string | null;
  action: string;
  statement: {
    asset: string;
    opening: string;
    credits: string;
    debits: string;
    closing: string;
    count: number;
    /** The first entries, oldest first; the downloads carry all of them. */
    entries: HistoryEntryView[];
    csv: string;
    pdf: string;
  } | null;
}

interface AccountRef {
  id: number;
  number: string;
  asset: string;
  kind: string;
}

/** /Allaccountstransactions: each account's statement figures over one period; amounts in the account's asset. */
export interface AllTransactionsView {
  from: string;
  to: string;
  action: string;
  rows: { account: AccountRef; opening: string; credits: string; debits: string; closing: string; count: number }[];
}

/** /Allaccountsbalances: each account's balance at the end of `date` (UTC) and now. */
export interface AllBalancesView {
  date: string;
  action: string;
  rows: { account: AccountRef; balanceAt: string; balanceNow: string }[];
}

/** /Transactions_box: each account with its newest entries. */
export interface TransactionsBoxView {
  boxes: { account: AccountRef & { balance: string }; entries: HistoryEntryView[] }[];
}
