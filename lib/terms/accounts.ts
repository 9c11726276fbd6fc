import { isFiatCurrency } from '@/lib/money';

/**
 * The families a customer's ledger accounts are named by: a fiat account is a credit account, a coin account a crypto
 * account (both of ledger kind `available`), then the earning (staked), in-orders (held), ATM cash and card accounts.
 */
export const ACCOUNT_FAMILIES = ['credit', 'crypto', 'earning', 'held', 'cash', 'card'] as const;
export type AccountFamily = (typeof ACCOUNT_FAMILIES)[number];

const FAMILY_OF_KIND: Record<string, AccountFamily> = { staked: 'earning', held: 'held', cash: 'cash', card: 'card' };

/** The one rule every screen, statement and e-mail names an account by. */
export function accountFamily({ asset, kind }: { asset: string; kind: string }): AccountFamily {
  if (kind === 'available') return isFiatCurrency(asset) ? 'credit' : 'crypto';
  return FAMILY_OF_KIND[kind] ?? 'credit';
}

/** A translator of the `accounts` messages, as next-intl's `getTranslations('accounts')` gives it. */
export type AccountNames = (key: `names.${AccountFamily}`, values: { asset: string }) => string;

/** "Crypto account · BTC", "Credit account · EUR": an account as a customer reads it everywhere. */
export const accountName = (t: AccountNames, account: { asset: string; kind: string }) =>
  t(`names.${accountFamily(account)}`, { asset: account.asset });
