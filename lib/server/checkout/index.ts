// What other domains may call in lib/server/checkout: they import '@/lib/server/checkout', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { answerGrantingAccess, holdsOrderAccess, holdsOrderAccessCookie, newOrderAccessToken, orderAccessCookieName } from './access';
export type { Placed } from './access';
export { assertAmountInRange } from './amount-range';
export { orderableCoins, pricedCoin } from './coins';
export type { OrderableCoin } from './coins';
export { maskEmail, orderContext, orderPageUrl, orderRecipient } from './context';
export type { OrderContext } from './context';
export { assertQuoteMatches, quoteTerms, readQuote, signQuote, spendQuote } from './quote-token';
export { newReference, randomString } from './references';
