import 'server-only';
import { formatFiat } from '@/lib/money';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/** "Transfer received" (the customer's notification setting): who sent how much to which account. */
export function transferReceivedEmail(recipient: Recipient, transfer: { amount: string; currency: string; sender: string }): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const amount = formatFiat(transfer.amount, transfer.currency, locale);
    return {
      subject: t('transfers.mail.subject', { brand, amount }),
      paragraphs: [t('transfers.mail.intro', { amount, sender: transfer.sender })],
      facts: [
        [t('transfers.mail.amount'), amount],
        [t('transfers.mail.sender'), transfer.sender],
      ],
      unsubscribe: 'transferReceived',
    };
  });
}
