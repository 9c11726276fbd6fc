import 'server-only';
import { env } from '@/lib/env';
import { type Recipient, recipientLocale, render, type RenderedEmail } from '@/lib/server/mail';
import { translatorFor } from '@/lib/server/i18n';

/** The registration's e-mail code, in the customer's language, with the usual anti-phishing line. */
export function contactCodeEmail(recipient: Recipient, code: string, minutes: number): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('registration.mail.emailSubject', { brand }),
    paragraphs: [t('registration.mail.emailIntro', { brand }), t('registration.mail.expiry', { minutes }), t('registration.mail.ignore')],
    facts: [[t('registration.mail.codeLabel'), code]],
  }));
}

/** The registration's mobile code: short, no link to phish with. */
export function contactCodeSms(recipient: Pick<Recipient, 'language'>, code: string, minutes: number): string {
  return translatorFor(recipientLocale(recipient))('registration.mail.sms', { brand: env().BRAND_NAME, code, minutes });
}
