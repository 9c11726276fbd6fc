import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { publicMetadata } from '@/lib/server/seo';
import type { CoinOption, SwapOrderView, SwapPageView } from '@/lib/views/swap';
import { trimDecimal } from '@/lib/money';
import { holdsOrderAccessCookie, maskEmail, orderableCoins } from '@/lib/server/checkout';
import { env } from '@/lib/env';
import { addressFormatOf } from '@/lib/validation/crypto-address';
import { referenceOf } from '@/lib/validation/checkout';
import { routePath } from '@/lib/routes';
import { swapOrderByReference, swapProgress } from './swap';

/** Two coins the demo runs a node for (a swap needs one for each). */
const DEFAULT_PAIR = { fromCoin: 'BTC', toCoin: 'LTC' };

export const coinOptions = (coins: { symbol: string; name: string; network: string }[]): CoinOption[] =>
  coins.map(({ symbol, name, network }) => ({ symbol, name, network }));

/**
 * The swap form: every coin with a price and an address validator on both sides. `prefill` comes from the
 * query string of /crypto-to-crypto (the home page's swap links) and is only taken when it names listed coins.
 */
export async function getSwapPage(prefill: { from?: string; to?: string; amount?: string } = {}): Promise<SwapPageView> {
  const coins = coinOptions(await orderableCoins('EUR'));
  const listed = (symbol: string | undefined) => (symbol && coins.some((coin) => coin.symbol === symbol) ? symbol : undefined);
  const fromCoin = listed(prefill.from?.toUpperCase()) ?? DEFAULT_PAIR.fromCoin;
  const toCoin = listed(prefill.to?.toUpperCase()) ?? (fromCoin === DEFAULT_PAIR.toCoin ? DEFAULT_PAIR.fromCoin : DEFAULT_PAIR.toCoin);
  const amount = prefill.amount && /^\d{1,12}([.,]\d{1,18})?$/.test(prefill.amount) ? prefill.amount : '';
  return { coins, initial: { fromCoin, toCoin, amount }, minEur: env().SWAP_MIN_EUR, limitEur: env().SWAP_UNVERIFIED_LIMIT_EUR };
}

/**
 * /crypto-to-Crypto-success?ref=…: the order with that reference, for the browser that placed it (its capability
 * cookie); null otherwise, also for a malformed reference.
 */
export async function getSwapSuccessPage(reference: string | undefined): Promise<SwapOrderView | null> {
  if (!reference || !referenceOf('SW').test(reference)) return null;
  const order = await swapOrderByReference(reference);
  if (!order || !(await holdsOrderAccessCookie(order.reference, order.accessHash))) return null;
  const { status, settlement } = await swapProgress(order);
  return {
    reference: order.reference,
    fromCoin: order.fromCoin,
    toCoin: order.toCoin,
    amountFrom: trimDecimal(order.amountFrom),
    amountTo: trimDecimal(order.amountTo),
    rate: trimDecimal(order.rate),
    fee: trimDecimal(order.fee),
    depositAddress: order.depositAddress,
    depositNetwork: addressFormatOf(order.fromCoin)?.network ?? order.fromCoin,
    destinationAddress: order.destinationAddress,
    status,
    settlement,
    createdAt: order.createdAt,
    emailHint: maskEmail(order.email),
  };
}

/** /Crypto_to_crypto_swap (and its cs/de/hu slugs) and /crypto-to-crypto: one page, canonical under the first. */
export async function swapPageMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return publicMetadata({ path: routePath('swap'), title: t('routes.swap'), description: t('swap.metaDescription') });
}
