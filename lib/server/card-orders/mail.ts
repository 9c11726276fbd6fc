import 'server-only';
import { formatAsset, formatFiat } from '@/lib/money';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/** Buy by card, once paid and sent. */
export function cardOrderEmail(
  recipient: Recipient,
  order: { reference: string; fiatAmount: string; currency: string; cryptoAmount: string; coin: string; walletAddress: string },
  statusUrl: string,
): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('cardOrders.mail.subject', { brand, reference: order.reference }),
    paragraphs: [t('cardOrders.mail.intro')],
    facts: [
      [t('cardOrders.mail.reference'), order.reference],
      [t('cardOrders.mail.paid'), formatFiat(order.fiatAmount, order.currency, locale)],
      [t('cardOrders.mail.receive'), formatAsset(order.cryptoAmount, order.coin, locale)],
      [t('cardOrders.mail.wallet'), order.walletAddress],
    ],
    action: { label: t('cardOrders.mail.action'), url: statusUrl },
  }));
}
