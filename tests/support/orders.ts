import { POST as cardCreate } from '@/app/api/orders/v1/card/create/route';
import { POST as cashSellCreate } from '@/app/api/orders/v1/cash-sell/create/route';
import { POST as cardQuote } from '@/app/api/orders/v1/card/quote/route';
import { POST as swapCreate } from '@/app/api/orders/v1/swap/create/route';
import { POST as swapQuote } from '@/app/api/orders/v1/swap/quote/route';
import { POST as voucherBuy } from '@/app/api/orders/v1/voucher/buy/route';
import { POST as challenge } from '@/app/api/payments/v1/challenge/route';
import { db, schema } from '@/lib/server/db';
import { invalidateQuotes } from '@/lib/server/rates/prices';
import { storeQuotes, upsertCoins, type Quote } from '@/lib/server/rates/store';
import type { Locale } from '@/lib/i18n/config';
import { callApi, type CallOptions, type Handler } from './api';
import { messageText } from './messages';

/** Fixed euro prices (CZK at 25 per EUR), so every expected amount can be worked out by hand. */
export const TEST_PRICES: Record<string, string> = { BTC: '82500', ETH: '3050', USDT: '0.92', LTC: '88', SOL: '152', RENDER: '3.4' };

export async function seedPrices(prices: Record<string, string> = TEST_PRICES): Promise<void> {
  await upsertCoins(db());
  const quotes: Quote[] = Object.entries(prices).flatMap(([symbol, eur]) =>
    (['EUR', 'CZK'] as const).map((currency) => ({
      symbol,
      currency,
      price: currency === 'EUR' ? eur : String(Number(eur) * 25),
      change24hPercent: '0',
      marketCap: '1',
      volume24h: '1',
    })),
  );
  await storeQuotes(db(), quotes, 'test', new Date());
  invalidateQuotes();
}

/** The simulated processor's test cards (README.md). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
  /** Passes Luhn but is no test card. */
  other: '5555 5555 5555 4444',
};

/** The card fields of a form with a card valid for a few more years. */
export function cardFields(number: string = CARDS.success) {
  return { cardNumber: number, cardExpiry: `12/${(new Date().getUTCFullYear() + 3) % 100}`, cardCvc: '123' };
}

/** Well-known mainnet addresses to receive coins at. */
export const WALLETS = {
  BTC: 'bc1q2t63ewm3mvh0ztmnmezxm7s0tefknenxlrlwrk',
  ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  LTC: 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea',
};

/**
 * The order capabilities (kt_order_… cookies) the order calls handed out, sent back on every later order call as the
 * buyer's browser would; a call given its own `cookie` option is another browser and gets none of them.
 */
const buyerCookies = new Map<string, string>();

export const buyerCookieHeader = () => [...buyerCookies].map(([name, value]) => `${name}=${value}`).join('; ');

const post =
  (handler: Handler, path: string) =>
  async (body: unknown, options: CallOptions = {}) => {
    const result = await callApi(handler, path, { method: 'POST', body, cookie: buyerCookieHeader(), ...options });
    for (const line of result.response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name?.startsWith('kt_order_') && value) buyerCookies.set(name, value);
    }
    return result;
  };

export const postSwapQuote = post(swapQuote, 'orders/v1/swap/quote');
export const postSwapCreate = post(swapCreate, 'orders/v1/swap/create');
export const postCardQuote = post(cardQuote, 'orders/v1/card/quote');
export const postCardCreate = post(cardCreate, 'orders/v1/card/create');
export const postVoucherBuy = post(voucherBuy, 'orders/v1/voucher/buy');
export const postChallenge = post(challenge, 'payments/v1/challenge');
export const postCashSell = post(cashSellCreate, 'orders/v1/cash-sell/create');

/** Without SMTP_URL the outbox row is the e-mail (nothing is sent, nothing in flight). */
export const outboxRows = () => db().select().from(schema.outbox).orderBy(schema.outbox.id);

/** A 422 naming exactly these fields, each with the text of its message key in `locale`. */
export function expectFieldErrors(
  result: { status: number; data: { fieldErrors?: Record<string, string> } | null },
  locale: Locale,
  keys: Record<string, string>,
) {
  expect({ status: result.status, fieldErrors: result.data?.fieldErrors }).toEqual({
    status: 422,
    fieldErrors: Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, messageText(locale, key)])),
  });
}
