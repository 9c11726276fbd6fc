import 'server-only';
import { formatAmount, formatAsset, formatRate } from '@/lib/money';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/** Swap order confirmation: where to send the coin, what comes back, and the link to the order's status. */
export function swapOrderEmail(
  recipient: Recipient,
  order: {
    reference: string;
    amountFrom: string;
    fromCoin: string;
    amountTo: string;
    toCoin: string;
    rate: string;
    fee: string;
    depositAddress: string;
    destinationAddress: string;
  },
  statusUrl: string,
): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('swap.mail.subject', { brand, reference: order.reference }),
    paragraphs: [
      t('swap.mail.intro', { amount: formatAmount(order.amountFrom, order.fromCoin, locale), coin: order.fromCoin }),
      order.depositAddress,
      t('swap.mail.receive', {
        amount: formatAmount(order.amountTo, order.toCoin, locale),
        coin: order.toCoin,
        address: order.destinationAddress,
      }),
    ],
    facts: [
      [t('swap.mail.reference'), order.reference],
      [
        t('swap.mail.rate'),
        t('swap.rateValue', {
          from: order.fromCoin,
          rate: formatRate(order.rate, order.toCoin, locale, { withCode: false }),
          to: order.toCoin,
        }),
      ],
      [t('swap.mail.fee'), formatAsset(order.fee, order.toCoin, locale, { rounding: 'nearest' })],
    ],
    action: { label: t('swap.mail.action'), url: statusUrl },
  }));
}
