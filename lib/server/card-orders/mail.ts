import 'server-only';
import { formatCoin, formatFiat } from '@/lib/money';
import { render, type Recipient, type RenderedEmail } from '@/lib/server/mail/templates';

/** Buy by card, once paid and sent. */
export function cardOrderEmail(
  recipient: Recipient,
  order: { reference: string; fiatAmount: string; currency: string; cryptoAmount: string; coin: string; walletAddress: string },
  statusUrl: string | null,
): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('cardOrder.mail.subject', { brand, reference: order.reference }),
    paragraphs: [t('cardOrder.mail.intro')],
    facts: [
      [t('cardOrder.mail.reference'), order.reference],
      [t('cardOrder.mail.paid'), formatFiat(order.fiatAmount, order.currency, locale)],
      [t('cardOrder.mail.receive'), `${formatCoin(order.cryptoAmount, locale)} ${order.coin}`],
      [t('cardOrder.mail.wallet'), order.walletAddress],
    ],
    action: statusUrl ? { label: t('cardOrder.mail.action'), url: statusUrl } : undefined,
  }));
}
