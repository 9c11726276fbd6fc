import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money';
import { emailField } from './common';
import { CHAIN_NETWORKS, isChainAsset } from '@/lib/chain/networks';
import { addressFormatOf, isValidAddress, MAX_ADDRESS_LENGTH } from './crypto-address';
import { cardFields } from './payment-card';
import { cryptoAmountField, fiatAmountField } from './amount-fields';

/**
 * The public order forms: swap, buy by card, gift voucher, and the 3-D Secure answer. Messages are keys
 * under `validation` or `payments.validation`, translated by the form in the browser and by the handler.
 */

const coinField = z
  .string({ error: 'payments.validation.coin' })
  .refine((symbol) => addressFormatOf(symbol) !== undefined, { error: 'payments.validation.coin' });

const currencyField = z.enum(FIAT_CURRENCIES, { error: 'payments.validation.currency' });

const addressField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(MAX_ADDRESS_LENGTH, { error: 'payments.validation.address' });

/** The signed quote the order is made from (see lib/server/checkout/quote-token.ts). */
const quoteField = z.string({ error: 'payments.validation.quoteMissing' }).min(1, { error: 'payments.validation.quoteMissing' }).max(4000);

/**
 * A coin's mainnet address; for a coin with a node (which the server sends from), one of any network: the server
 * holds it to its node's own network (lib/server/chain orderNode), so a test or demo node can be paid too.
 */
const isReceivable = (coin: string, address: string) =>
  isValidAddress(coin, address) || (isChainAsset(coin) && CHAIN_NETWORKS.some((network) => isValidAddress(coin, address, network)));

/**
 * The address must be one of the chosen coin's formats (isReceivable). Checked whenever both fields are fine on
 * their own, even while other fields are not, so every error shows at once.
 */
function withAddressOf<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  coinKey: keyof z.output<S> & string,
  addressKey: keyof z.output<S> & string,
): S {
  return schema.refine(
    (values) => {
      const coin = values[coinKey];
      const address = values[addressKey];
      return typeof coin !== 'string' || typeof address !== 'string' || !addressFormatOf(coin) || isReceivable(coin, address);
    },
    {
      path: [addressKey],
      error: 'payments.validation.address',
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === coinKey || issue.path?.[0] === addressKey),
    },
  );
}

const swapPair = { fromCoin: coinField, toCoin: coinField, amount: cryptoAmountField };
const differentCoins = (values: { fromCoin: string; toCoin: string }) => values.fromCoin !== values.toCoin;
const sameCoinIssue = { path: ['toCoin'], error: 'swap.validation.sameCoin' };

export const swapQuoteSchema = z.object(swapPair).refine(differentCoins, sameCoinIssue);
export type SwapQuoteInput = z.input<typeof swapQuoteSchema>;

const swapFormFields = { ...swapPair, destinationAddress: addressField, email: emailField };

/** What the customer fills in on /Crypto_to_crypto_swap. */
export const swapFormSchema = withAddressOf(z.object(swapFormFields).refine(differentCoins, sameCoinIssue), 'toCoin', 'destinationAddress');
export type SwapFormInput = z.input<typeof swapFormSchema>;

/** The order call: the form plus its quote. */
export const swapOrderSchema = withAddressOf(
  z.object({ ...swapFormFields, quote: quoteField }).refine(differentCoins, sameCoinIssue),
  'toCoin',
  'destinationAddress',
);

const cardBuy = { amount: fiatAmountField, currency: currencyField, coin: coinField };

export const cardQuoteSchema = z.object(cardBuy);
export type CardQuoteInput = z.input<typeof cardQuoteSchema>;

const cardOrderFields = { ...cardBuy, walletAddress: addressField, email: emailField, ...cardFields };

/** What the customer fills in on /Crypto_Delivery. */
export const cardOrderFormSchema = withAddressOf(z.object(cardOrderFields), 'coin', 'walletAddress');
export type CardOrderFormInput = z.input<typeof cardOrderFormSchema>;

export const cardOrderSchema = withAddressOf(z.object({ ...cardOrderFields, quote: quoteField }), 'coin', 'walletAddress');

/** A gift voucher: its fiat value and currency, the buyer's e-mail (code and password go there) and the card. */
export const voucherPurchaseSchema = z.object({ value: fiatAmountField, currency: currencyField, email: emailField, ...cardFields });
export type VoucherPurchaseInput = z.input<typeof voucherPurchaseSchema>;

/** Public ids of orders and payments (lib/server/checkout/references.ts). */
export const referenceOf = (kind: 'SW' | 'CO' | 'GV' | 'PAY') => new RegExp(`^${kind}-[0-9A-HJKMNP-TV-Z]{16}$`);

const paymentReference = z.string({ error: 'validation.invalid' }).regex(referenceOf('PAY'), { error: 'validation.invalid' });

/** The code the (simulated) card issuer asks for in a 3-D Secure challenge. */
export const challengeCodeSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(/^\d{6}$/, { error: 'payments.validation.challengeCode' }),
});
export type ChallengeCodeInput = z.input<typeof challengeCodeSchema>;

/** The customer's answer to the challenge: approve with the code, make the authentication fail, or cancel the payment. */
export const challengeAnswerSchema = z.discriminatedUnion('action', [
  z.object({ payment: paymentReference, action: z.literal('approve'), ...challengeCodeSchema.shape }),
  z.object({ payment: paymentReference, action: z.literal('fail') }),
  z.object({ payment: paymentReference, action: z.literal('cancel') }),
]);
export type ChallengeAnswer = z.output<typeof challengeAnswerSchema>;
