import 'server-only';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';
import { priceAlertWords, type PriceAlertCrossing } from '@/lib/server/notifications';

/** The e-mail of a price alert that fired, in the customer's language, with the link that turns these e-mails off. */
export function priceAlertEmail(recipient: Recipient, crossing: PriceAlertCrossing): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const { title, message } = priceAlertWords(t, locale, crossing);
    return {
      subject: t('alerts.mail.subject', { brand, title }),
      paragraphs: [message, t('alerts.mail.manage')],
      unsubscribe: 'priceAlert',
    };
  });
}
