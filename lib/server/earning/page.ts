import 'server-only';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { availableBalance } from '@/lib/server/ledger';
import type { EarningPageView } from '@/lib/views/earning';
import { productsOf } from './products';
import { productView, stakesOf, stakeView } from './stakes';

/**
 * The earning pages' figures: the products a customer sees (active, and paused ones that still pay), their stakes
 * with what each has earned, and what each offered asset's account holds to stake.
 */
export async function getEarningPage(): Promise<EarningPageView> {
  const { user } = await requireCustomer();
  const database = db();
  const [products, stakes] = await Promise.all([productsOf(database), stakesOf(database, user.id)]);
  const offered = products.filter((product) => product.status !== 'closed');
  const assets = [...new Set(offered.map((product) => product.asset))];
  const balances = await Promise.all(assets.map((asset) => availableBalance(database, user.id, asset)));
  return {
    products: offered.map((product) => productView(product)),
    stakes: stakes.map(stakeView),
    available: Object.fromEntries(assets.map((asset, index) => [asset, fromUnits(balances[index]!, scaleOf(asset))])),
  };
}
