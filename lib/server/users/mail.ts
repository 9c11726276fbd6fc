import 'server-only';
import { type Recipient, render, type RenderedEmail, whenAndFrom } from '@/lib/server/mail';

/** The code that makes a new address the account's e-mail, sent to that new address. */
export function contactChangeCodeEmail(recipient: Recipient, code: string, minutes: number): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.contactChangeSubject', { brand }),
    paragraphs: [t('mail.contactChangeIntro', { brand }), t('registration.mail.expiry', { minutes })],
    facts: [[t('registration.mail.codeLabel'), code]],
  }));
}

/** To the current e-mail: a change of the account's e-mail or phone was asked for (or the phone removed). */
export function contactChangeNoticeEmail(
  recipient: Recipient,
  change: { what: 'email' | 'phone'; target: string | null },
  time: Date,
  ip: string | null,
): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.contactNoticeSubject', { brand }),
    paragraphs: [
      t('mail.contactNoticeIntro', {
        what: t(change.what === 'email' ? 'mail.contactEmail' : 'mail.contactPhone'),
        target: change.target ?? t('mail.contactRemovedPhone'),
      }),
      t('mail.contactNoticeAdvice'),
    ],
    facts: whenAndFrom(t, recipient, time, ip),
  }));
}
