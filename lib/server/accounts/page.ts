import 'server-only';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth/current';
import { db } from '@/lib/server/db';
import { balancesOf } from '@/lib/server/ledger/accounts';
import type { AccountsView } from '@/lib/views/accounts';

/** /Account: every account of the customer with its number and balance, read from the ledger. */
export async function getAccountsPage(): Promise<AccountsView> {
  const { user } = await requireCustomer();
  const accounts = await balancesOf(db(), user.id);
  return {
    accounts: accounts.map((account) => ({
      id: account.id,
      number: account.number ?? '',
      asset: account.asset,
      kind: account.kind as AccountsView['accounts'][number]['kind'],
      balance: fromUnits(account.balance, scaleOf(account.asset)),
    })),
  };
}
