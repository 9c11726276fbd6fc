import 'server-only';
import { mailTime, type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/** The code that proves the customer owns this account before a social sign-in account is linked to it. */
export function identityLinkCodeEmail(recipient: Recipient, code: string, minutes: number, providerName: string): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('social.mailCodeSubject', { brand }),
    paragraphs: [
      t('social.mailCodeIntro', { brand, provider: providerName }),
      t('social.mailCodeValue', { code, minutes }),
      t('social.mailCodeIgnore'),
    ],
  }));
}

/** A social sign-in account was linked: from now on it signs in to this account without the password. */
export function identityLinkedEmail(recipient: Recipient, providerName: string, time: Date, ip: string | null): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('social.mailLinkedSubject', { brand, provider: providerName }),
    paragraphs: [t('social.mailLinkedIntro', { provider: providerName }), t('social.mailLinkedWarning')],
    facts: [
      [t('mail.time'), mailTime(time, recipient)],
      [t('mail.ip'), ip ?? t('mail.unknown')],
    ],
  }));
}
