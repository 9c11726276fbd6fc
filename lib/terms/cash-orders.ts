import { divide, FIAT_SCALE, fromUnits, scaleOf, toUnits, type FiatCurrency } from '@/lib/money';

/** The cash orders' words (spec §4), shared by the server (the schema, the machine API) and the browser (the history). */

export const CASH_ORDER_SIDES = ['sell', 'buy'] as const;
export type CashOrderSide = (typeof CASH_ORDER_SIDES)[number];

export const CASH_ORDER_STATUSES = [
  'BUY_COMPLETED',
  'BUY_ERROR',
  'BUY_CANCELED',
  'BUY_IN_PROGRESS',
  'SELL_PAYMENT_REQUESTED',
  'SELL_PAYMENT_ARRIVING',
  'SELL_PAYMENT_ARRIVED',
  'SELL_WITHDRAWN',
  'SELL_ERROR',
] as const;
export type CashOrderStatus = (typeof CASH_ORDER_STATUSES)[number];

/**
 * The orders whose code a machine may still use: a sell to redeem (paid from the account: ARRIVED at once; paid on chain
 * by a visitor: ARRIVED when confirmed, ARRIVING when seen and the order fits the unconfirmed allowance), a buy awaiting
 * cash.
 */
export const OPEN_SELL_STATUSES = ['SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED'] as const;
export const OPEN_CASH_ORDER_STATUSES = [...OPEN_SELL_STATUSES, 'BUY_IN_PROGRESS'] as const;
/** What the expiry job closes when the order's time is up: the open orders, and a visitor's sell still awaiting payment. */
export const EXPIRING_CASH_ORDER_STATUSES = [...OPEN_CASH_ORDER_STATUSES, 'SELL_PAYMENT_REQUESTED'] as const;

/**
 * Why an order ended without cash: its code lapsed (or a visitor's payment did not come in time), the customer canceled
 * it, the buy would pass the ATM limits, or a visitor paid less than the order asked.
 */
export const CASH_ORDER_ERROR_REASONS = ['expired', 'canceled', 'limit', 'underpaid'] as const;
export type CashOrderErrorReason = (typeof CASH_ORDER_ERROR_REASONS)[number];

/** Digits of a rate (fiat per coin) as cash_orders.rate keeps it. */
const RATE_SCALE = 10;

/** A rate as people read it: no trailing zeros. */
export const rateText = (rate: string) => fromUnits(toUnits(rate, RATE_SCALE, 'up'), RATE_SCALE);

/**
 * The crypto side of `cashMinor` notes at `rate` and the ATM's fee: a sell's crypto rounds up (the notes are paid for in
 * full) and the fee comes on top; a buy's rounds down and the fee comes off what the customer receives. The same
 * figures on the form (an estimate at the rate shown) and on the order the server places.
 */
export function cashOrderAmounts(side: CashOrderSide, asset: string, cashMinor: bigint, rate: string, feePercent: string) {
  const gross = divide(
    cashMinor * 10n ** BigInt(scaleOf(asset) + RATE_SCALE - FIAT_SCALE),
    toUnits(rate, RATE_SCALE, 'up'),
    side === 'sell' ? 'up' : 'down',
  );
  const fee = divide(gross * toUnits(feePercent, 2), 10_000n, 'up');
  return side === 'sell' ? { cryptoAmount: gross, fee } : { cryptoAmount: gross - fee, fee };
}

/** The banknotes in circulation, in whole units: what a machine pays out and takes unless it stores its own set. */
export const BANKNOTES: Readonly<Record<FiatCurrency, readonly number[]>> = {
  CZK: [100, 200, 500, 1000, 2000, 5000],
  EUR: [5, 10, 20, 50, 100, 200, 500],
};

const greatestDivisor = (a: number, b: number): number => (b === 0 ? a : greatestDivisor(b, a % b));

/**
 * Whether `cash` (whole units) is a sum of the notes, any number of each. A multiple of the smallest note is not enough
 * when the notes do not divide each other (20 and 50 make 70 but not 30). Past (smallest - 1)(largest - 1) units of
 * their common divisor every multiple of it is a sum (Schur's bound), so only the sums below it are counted one by one.
 */
export function payableInNotes(cash: number, notes: readonly number[]): boolean {
  if (!Number.isSafeInteger(cash) || cash <= 0 || notes.length === 0) return false;
  const unit = notes.reduce(greatestDivisor);
  if (cash % unit !== 0) return false;
  const sizes = notes.map((note) => note / unit);
  const target = cash / unit;
  if (target >= (Math.min(...sizes) - 1) * (Math.max(...sizes) - 1)) return true;
  const reachable = [true];
  for (let sum = 1; sum <= target; sum++) reachable[sum] = sizes.some((size) => size <= sum && reachable[sum - size]);
  return reachable[target] === true;
}

/** The refusal of a sum a machine cannot pay: the form and the server fill it with the machine's notes and limits. */
export const NOT_PAYABLE = 'cashOrders.errors.notPayable';

/** What a machine pays out and takes: its notes (whole units) and its per-order limits (decimal strings of its currency). */
export interface MachineCash {
  notes: readonly number[];
  min: string;
  max: string;
}

/** A sum (whole units) of the machine's notes within its limits. */
export function payableAtMachine(machine: MachineCash, cash: number): boolean {
  if (!payableInNotes(cash, machine.notes)) return false;
  const minor = BigInt(cash) * 10n ** BigInt(FIAT_SCALE);
  return minor >= toUnits(machine.min, FIAT_SCALE) && minor <= toUnits(machine.max, FIAT_SCALE);
}
