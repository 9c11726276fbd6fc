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
