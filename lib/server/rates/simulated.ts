import 'server-only';
import { coinDefinitions, type CoinDefinition } from './coins';
import type { Quote } from './store';
import { decimalString, type PriceSource } from './source';

/** The simulated market's fixed exchange rate; a real feed quotes CZK directly. */
export const SIMULATED_CZK_PER_EUR = 25.1;
const STABLECOINS = new Set(['USDT', 'USDC', 'DAI']);
const DAY_SECONDS = 86_400;

function phaseOf(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return (hash / 10_007) * 2 * Math.PI;
}

/**
 * The simulated price at a time: a sum of slow waves around the reference price, the same for every
 * process and run (deterministic), so tests and screenshots are stable. Floats are fine here: this stands
 * in for an outside market whose answer we round to decimal strings before anything stores or charges it.
 */
function eurPriceAt(coin: CoinDefinition, seconds: number): number {
  const phase = phaseOf(coin.symbol);
  const scale = STABLECOINS.has(coin.symbol) ? 0.02 : 1;
  const wave =
    0.06 * Math.sin((2 * Math.PI * seconds) / (7 * DAY_SECONDS) + phase) +
    0.02 * Math.sin((2 * Math.PI * seconds) / (26 * 3600) + 2 * phase) +
    0.005 * Math.sin((2 * Math.PI * seconds) / (47 * 60) + 3 * phase);
  return Number(coin.referenceEur) * (1 + scale * wave);
}

/** Quotes of every listed coin in EUR and CZK at `at`, to the minute. */
export function simulatedQuotes(at: Date): Quote[] {
  const seconds = Math.floor(at.getTime() / 60_000) * 60;
  return coinDefinitions.flatMap((coin) => {
    const now = eurPriceAt(coin, seconds);
    const dayAgo = eurPriceAt(coin, seconds - DAY_SECONDS);
    const change = decimalString((now / dayAgo - 1) * 100, 4);
    const turnover = 0.03 + 0.01 * (1 + Math.sin(seconds / 5000 + phaseOf(coin.symbol)));
    return (['EUR', 'CZK'] as const).map((currency) => {
      const factor = currency === 'EUR' ? 1 : SIMULATED_CZK_PER_EUR;
      const price = now * factor;
      return {
        symbol: coin.symbol,
        currency,
        price: decimalString(price, 10),
        change24hPercent: change,
        marketCap: decimalString(price * coin.supply, 2),
        volume24h: decimalString(price * coin.supply * turnover, 2),
      };
    });
  });
}

/** The embedded default: the simulated market, so the site shows moving prices without any outside service. */
export const simulatedSource: PriceSource = {
  name: 'simulated',
  fetchQuotes: async (at) => simulatedQuotes(at),
};
