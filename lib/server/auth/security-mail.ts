import 'server-only';
import { env } from '@/lib/env';
import { translatorFor } from '@/lib/server/i18n';
import { type Recipient, recipientLocale, render, type RenderedEmail, whenAndFrom } from '@/lib/server/mail';

export function passwordResetEmail(recipient: Recipient, link: string, minutes: number): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.resetSubject', { brand }),
    paragraphs: [t('mail.resetIntro'), t('mail.resetExpiry', { minutes }), t('mail.resetIgnore')],
    action: { label: t('mail.resetAction'), url: link },
  }));
}

export function passwordChangedEmail(recipient: Recipient, time: Date, ip: string | null): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.changedSubject', { brand }),
    paragraphs: [t('mail.changedIntro'), t('mail.changedWarning')],
    facts: whenAndFrom(t, recipient, time, ip),
  }));
}

export function twoFactorResetEmail(recipient: Recipient, time: Date, ip: string | null): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.twoFactorResetSubject', { brand }),
    paragraphs: [t('mail.twoFactorResetIntro'), t('mail.twoFactorResetWarning')],
    facts: whenAndFrom(t, recipient, time, ip),
  }));
}

/** The one-time code of forgot-2FA as an SMS: short, in the recipient's language, no link to phish with. */
export function twoFactorCodeSms(recipient: Pick<Recipient, 'language'>, code: string, minutes: number): string {
  return translatorFor(recipientLocale(recipient))('mail.twoFactorCodeSms', { brand: env().BRAND_NAME, code, minutes });
}

export function failedLoginEmail(recipient: Recipient, time: Date, ip: string | null, device: string | null): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.failedLoginSubject', { brand }),
    paragraphs: [t('mail.failedLoginIntro'), t('mail.failedLoginAdvice')],
    facts: [
      ...whenAndFrom(t, recipient, time, ip),
      // A user agent is whatever the client sent: kept short so it cannot fill the e-mail.
      [t('mail.device'), device?.slice(0, 200) || t('mail.unknown')],
    ],
    // A security alert: no unsubscribe link or List-Unsubscribe header; the customer turns it off in Settings, signed in.
  }));
}

/** A passkey was added to or removed from the account: whoever did not do it knows at once. */
export function passkeyChangedEmail(
  recipient: Recipient,
  change: 'added' | 'removed',
  name: string,
  time: Date,
  ip: string | null,
): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t(change === 'added' ? 'mail.passkeyAddedSubject' : 'mail.passkeyRemovedSubject', { brand }),
    paragraphs: [t(change === 'added' ? 'mail.passkeyAddedIntro' : 'mail.passkeyRemovedIntro', { name }), t('mail.passkeyWarning')],
    facts: whenAndFrom(t, recipient, time, ip),
  }));
}

/**
 * A passkey signed with a counter that did not grow: a copy of the key may be in use elsewhere. The sign-in was
 * refused; the customer decides whether to remove the passkey.
 */
export function passkeyCounterEmail(recipient: Recipient, name: string, time: Date, ip: string | null): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.passkeyCounterSubject', { brand }),
    paragraphs: [t('mail.passkeyCounterIntro', { name }), t('mail.passkeyCounterAdvice')],
    facts: whenAndFrom(t, recipient, time, ip),
  }));
}
