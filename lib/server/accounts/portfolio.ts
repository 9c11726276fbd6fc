import 'server-only';
import { divide, FIAT_SCALE, fromUnits, isFiatCurrency, pow10, scaleOf, type FiatCurrency } from '@/lib/money';
import type { Executor } from '@/lib/server/db';
import { balancesOf, costBasis } from '@/lib/server/ledger';
import { PRICE_SCALE } from '@/lib/server/pricing';
import { priceOf, valueAt } from '@/lib/server/rates';
import type { AccountBoxView, PortfolioView } from '@/lib/views/accounts';

type AccountRow = Awaited<ReturnType<typeof balancesOf>>[number];

/** An asset's price in the display currency, or null while there is none (a coin without a quote): shown as "—". */
const priceOrNull = (asset: string, currency: FiatCurrency) => priceOf(asset, currency).catch(() => null);

const money = (minor: bigint | null) => (minor === null ? null : fromUnits(minor, FIAT_SCALE));
/**
 * `part` of `whole` (positive) in percent with four decimals, its size rounded up: a loss of a few crowns on a large
 * holding still reads as a loss, never as a zero. A basis of zero or below (more sold than bought) has no percentage.
 */
function percentOf(part: bigint, whole: bigint): string {
  const size = divide((part < 0n ? -part : part) * 1_000_000n, whole, 'up');
  return fromUnits(part < 0n ? -size : size, 4);
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

interface ValuedBox extends AccountBoxView {
  totalUnits: bigint;
  /** The total in hundredths of the display currency; null without a price. */
  valueMinor: bigint | null;
}

async function valuedBoxes(rows: AccountRow[], currency: FiatCurrency): Promise<ValuedBox[]> {
  const assets = [...new Set(rows.map((row) => row.asset))];
  const prices = new Map(await Promise.all(assets.map(async (asset) => [asset, await priceOrNull(asset, currency)] as const)));
  return rows
    .filter((row) => row.kind !== 'held')
    .map((row) => {
      // What an open order or a payout holds is still the customer's: "in orders", part of the total.
      const held = row.kind === 'available' ? (rows.find((o) => o.asset === row.asset && o.kind === 'held')?.balance ?? 0n) : 0n;
      const totalUnits = row.balance + held;
      const price = prices.get(row.asset) ?? null;
      const valueMinor = price === null ? null : valueAt(totalUnits, row.asset, price);
      const scale = scaleOf(row.asset);
      return {
        id: row.id,
        number: row.number ?? '',
        asset: row.asset,
        kind: row.kind as AccountBoxView['kind'],
        group: row.kind === 'available' ? (isFiatCurrency(row.asset) ? 'credit' : 'crypto') : row.kind === 'staked' ? 'earning' : 'cash',
        total: fromUnits(totalUnits, scale),
        // A stake's principal is locked in it until it is unstaked or matures: staked, never available.
        available: fromUnits(row.kind === 'staked' ? 0n : row.balance, scale),
        held: fromUnits(held, scale),
        staked: fromUnits(row.kind === 'staked' ? row.balance : 0n, scale),
        value: money(valueMinor),
        totalUnits,
        valueMinor,
      };
    });
}

const boxView = ({ totalUnits: _units, valueMinor: _value, ...box }: ValuedBox): AccountBoxView => box;

/** The customer's accounts, one box per account with what an order holds folded in, valued in the display currency. */
export async function accountBoxesOf(tx: Executor, userId: number, currency: FiatCurrency): Promise<AccountBoxView[]> {
  return (await valuedBoxes(await balancesOf(tx, userId), currency)).map(boxView);
}

/** The sum of known values; null when one of them has no price. */
const knownSum = (values: (bigint | null)[]) => (values.some((value) => value === null) ? null : sum(values as bigint[]));

/**
 * The dashboard's figures, all read from the ledger: fiat per currency (total and available) and together in the
 * display currency, crypto at today's prices with its profit over what was paid (earning accounts included), the
 * earning balance and the ATM credit.
 */
export async function portfolioOf(tx: Executor, userId: number, currency: FiatCurrency): Promise<PortfolioView> {
  const [boxes, basis, eurPrice] = await Promise.all([
    balancesOf(tx, userId).then((rows) => valuedBoxes(rows, currency)),
    costBasis(tx, userId),
    priceOrNull('EUR', currency),
  ]);
  const group = (name: AccountBoxView['group']) => boxes.filter((box) => box.group === name);
  const coins = boxes.filter((box) => !isFiatCurrency(box.asset));
  const coinsValue = knownSum(coins.map((box) => box.valueMinor));
  let cost: bigint | null = eurPrice === null ? null : 0n;
  for (const [asset, paid] of basis) {
    const price = await priceOrNull(asset, currency);
    if (cost === null || price === null || eurPrice === null) cost = null;
    // Signed: more sold than bought leaves a negative basis, so plain (truncating) division.
    else cost += (paid.valued * eurPrice) / pow10(PRICE_SCALE) + valueAt(paid.unvalued, asset, price);
  }
  const profit = coinsValue === null || cost === null ? null : coinsValue - cost;
  return {
    currency,
    fiat: group('credit').map((box) => ({ currency: box.asset as FiatCurrency, total: box.total, available: box.available })),
    fiatTotal: money(knownSum(group('credit').map((box) => box.valueMinor))),
    crypto: {
      value: money(knownSum(group('crypto').map((box) => box.valueMinor))),
      profit: money(profit),
      profitPercent: profit === null || cost === null || cost <= 0n ? null : percentOf(profit, cost),
    },
    earning: money(knownSum(group('earning').map((box) => box.valueMinor))),
    atmCredit: group('cash')[0]?.available ?? '0',
    boxes: boxes.map(boxView),
  };
}
