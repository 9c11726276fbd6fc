// What other domains may call in lib/server/rates: they import '@/lib/server/rates', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { coinDefinitions } from './coins';
export type { CoinDefinition } from './coins';
export { refreshPrices } from './feed';
export type { RefreshOutcome } from './feed';
export { refreshPricesJob } from './jobs';
export type { PricesRefreshedListener } from './jobs';
export { getRatesStrip } from './page';
export { latestPrice, latestQuotes, quoteOf, storedPrices } from './prices';
export type { StoredPrice } from './prices';
export { simulatedQuotes } from './simulated';
export { setPrice, storeQuotes, upsertCoins } from './store';
export { priceOf, valueAt } from './value';
