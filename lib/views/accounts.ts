/** One account as a box: what it holds in all, what is free, what an order or payout holds, and its value. */
export interface AccountBoxView {
  id: number;
  number: string;
  asset: string;
  kind: 'available' | 'staked' | 'cash';
  /** The spec's account families: credit (fiat), crypto, earning, cash (ATM credit). */
  group: 'credit' | 'crypto' | 'earning' | 'cash';
  total: string;
  available: string;
  held: string;
  /** What running stakes lock (an earning account's whole balance). */
  staked: string;
  /** In the display currency; null while the asset has no price. */
  value: string | null;
}

/** The dashboard's balances: amounts are decimal strings, values in `currency`, null where a price is missing. */
export interface PortfolioView {
  currency: 'EUR' | 'CZK';
  fiat: { currency: 'EUR' | 'CZK'; total: string; available: string }[];
  fiatTotal: string | null;
  crypto: { value: string | null; profit: string | null; profitPercent: string | null };
  earning: string | null;
  /** The EUR cash account. */
  atmCredit: string;
  boxes: AccountBoxView[];
}

/** /Account: every account, valued in `currency`. */
export interface AccountsView {
  currency: 'EUR' | 'CZK';
  accounts: AccountBoxView[];
}

/** /Accountboxes and its variants: the families shown (in this order) and their boxes. */
export interface AccountBoxesView {
  currency: 'EUR' | 'CZK';
  groups: AccountBoxView['group'][];
  boxes: AccountBoxView[];
}
