/** One of the customer's ledger accounts as /Account lists it; the balance is a decimal string. */
export interface AccountView {
  id: number;
  number: string;
  asset: string;
  kind: 'available' | 'held' | 'staked' | 'cash';
  balance: string;
}

export interface AccountsView {
  accounts: AccountView[];
}
