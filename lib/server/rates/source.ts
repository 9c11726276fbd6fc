import 'server-only';
import type { Quote } from './store';

/**
 * Where prices come from. The refresh job asks the configured source for the quotes of every listed coin
 * in EUR and CZK and stores what it answers; a source that cannot answer throws, and the last stored
 * prices stay in place.
 */
export interface PriceSource {
  /** Stored with every quote (`coin_prices.source`), so the job knows whose prices it is looking at. */
  readonly name: string;
  fetchQuotes(at: Date): Promise<Quote[]>;
}

/** A source refused for now; the job waits `retryAfterSeconds` before it asks again (HTTP 429). */
export class PriceSourceError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PriceSourceError';
  }
}

const plainDecimals = new Map<number, Intl.NumberFormat>();

/**
 * A market figure as a NUMERIC string with `places` decimals, never in exponent form. Floats only come in
 * from outside (a JSON answer, the simulation); twelve significant digits drop their binary noise, and Intl
 * writes the shortest decimal of the double where toFixed would spell out its binary tail (2044085.1 →
 * "2044085.1000000001").
 */
export function decimalString(value: number, places: number): string {
  let format = plainDecimals.get(places);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: places, maximumFractionDigits: places });
    plainDecimals.set(places, format);
  }
  return format.format(Number(value.toPrecision(12)));
}
