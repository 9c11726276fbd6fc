import 'server-only';
import { formatAmount } from '@/lib/money';
import { mailTime, type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/** A visitor's withdrawal code, once it works: the code, the notes it pays out, the machine, and until when. */
export function cashCodeEmail(
  recipient: Recipient,
  order: { reference: string; code: string; cash: string; currency: string; atm: string; expiresAt: Date },
): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('cashOrders.mail.subject', { brand, reference: order.reference }),
    paragraphs: [
      t('cashOrders.mail.intro', { cash: formatAmount(order.cash, order.currency, locale), currency: order.currency, atm: order.atm }),
      order.code,
    ],
    facts: [
      [t('cashOrders.mail.reference'), order.reference],
      [t('cashOrders.mail.expires'), mailTime(order.expiresAt, recipient)],
    ],
  }));
}
