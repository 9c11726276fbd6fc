import 'server-only';
import { z } from 'zod';
import { formatFiat } from '@/lib/money';
import { deliverQueuedEmails, type Recipient, render, type RenderedEmail } from '@/lib/server/mail';
import { accountName } from '@/lib/terms/accounts';

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
        [
          t('transfers.mail.account'),
          accountName((key, values) => t(`accounts.${key}`, values), { asset: transfer.currency, kind: 'available' }),
        ],
      ],
      unsubscribe: 'transferReceived',
    };
  });
}

/** What ledger_transfer queues for the e-mail (migration 0036): the recipient as the transfer saw them, the bell's values. */
const queuedTransferMail = z.object({
  recipient: z.object({
    email: z.string(),
    language: z.string(),
    antiPhishingCode: z.string().nullable(),
    mailToken: z.string(),
  }),
  values: z.object({ amount: z.string(), currency: z.string(), sender: z.string() }),
});

/** Renders and sends a batch of the "transfer received" e-mails that transfers queued; answers how many. */
export const deliverTransferMail = () =>
  deliverQueuedEmails('transfer-received', (pending) => {
    const { recipient, values } = queuedTransferMail.parse(pending);
    return transferReceivedEmail(recipient, values);
  });
