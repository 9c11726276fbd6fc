import 'server-only';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { fromUnits, scaleOf } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db, schema } from '@/lib/server/db';
import { balancesOf } from '@/lib/server/ledger';
import { feeFor, PRICE_SCALE } from '@/lib/server/pricing';
import { storedPrices } from '@/lib/server/rates';
import type { ExchangePageView } from '@/lib/views/exchange';
import { listDcaOrders } from './dca';
import { orderView } from './orders';
import { isStale, PAIRS, pairPriceFrom, priceMap } from './pairs';

const { exchangeOrders } = schema;

/** How many closed orders the history shows, newest first. */
const HISTORY_ROWS = 50;

/** /Transactions_crypto_exchange: the pairs with their rules and prices, what the customer can pay with, and their orders. */
export async function getExchangePage(): Promise<ExchangePageView> {
  const { user } = await requireCustomer();
  const resting = inArray(exchangeOrders.status, ['waiting', 'open']);
  const [prices, accounts, fee, open, history, dca] = await Promise.all([
    storedPrices().then(priceMap),
    balancesOf(db(), user.id, ['available']),
    feeFor(db(), { plan: user.plan, operation: 'crypto_trading', currency: 'EUR' }, 0n),
    db()
      .select()
      .from(exchangeOrders)
      .where(and(eq(exchangeOrders.userId, user.id), resting))
      .orderBy(desc(exchangeOrders.id)),
    db()
      .select()
      .from(exchangeOrders)
      .where(and(eq(exchangeOrders.userId, user.id), notInArray(exchangeOrders.status, ['waiting', 'open'])))
      .orderBy(desc(exchangeOrders.id))
      .limit(HISTORY_ROWS),
    listDcaOrders(user.id),
  ]);
  return {
    pairs: PAIRS.map((pair) => {
      const price = pairPriceFrom(pair, prices);
      const live = price && !isStale(price) ? price : null;
      return {
        symbol: pair.symbol,
        base: pair.base,
        quote: pair.quote,
        minQuantity: fromUnits(pair.minQuantity, scaleOf(pair.base)),
        quantityStep: fromUnits(pair.quantityStep, scaleOf(pair.base)),
        priceStep: fromUnits(pair.priceStep, PRICE_SCALE),
        minNotional: fromUnits(pair.minNotional, scaleOf(pair.quote)),
        bid: live && fromUnits(live.bid, PRICE_SCALE),
        ask: live && fromUnits(live.ask, PRICE_SCALE),
      };
    }),
    available: Object.fromEntries(accounts.map((account) => [account.asset, fromUnits(account.balance, scaleOf(account.asset))])),
    feePercent: fromUnits(BigInt(fee.basisPoints), 2),
    open: open.map(orderView),
    history: history.map(orderView),
    dca,
  };
}
