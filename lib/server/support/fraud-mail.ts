import 'server-only';
import { mailTime, type Recipient, render, type RenderedEmail } from '@/lib/server/mail';
import type { FraudCategory } from '@/lib/validation/fraud-report-options';

/** The acknowledgement of a /Report-Fraud report. It repeats nothing the reporter typed, so the form cannot send strangers text of someone else's choosing. */
export function fraudReportReceivedEmail(recipient: Recipient, reference: string, category: FraudCategory, time: Date): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('fraud.mail.subject', { brand, reference }),
    paragraphs: [t('fraud.mail.intro'), t('fraud.mail.review'), t('fraud.mail.never', { brand }), t('fraud.mail.notYou')],
    facts: [
      [t('fraud.mail.reference'), reference],
      [t('fraud.mail.category'), t(`fraud.categories.${category}`)],
      [t('mail.time'), mailTime(time, recipient)],
    ],
  }));
}
