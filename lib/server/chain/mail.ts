import 'server-only';
import { formatAsset } from '@/lib/money';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';
import type { WithdrawalOutcome } from '@/lib/server/notifications';

/** The e-mailed code that confirms a new withdrawal address, for a customer without an authenticator. */
export function withdrawalAddressCodeEmail(recipient: Recipient, code: string, minutes: number): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('chain.mail.codeSubject', { brand }),
    paragraphs: [t('chain.mail.codeIntro'), t('registration.mail.expiry', { minutes })],
    facts: [[t('registration.mail.codeLabel'), code]],
  }));
}

/**
 * A withdrawal address was added: it becomes usable only after the wait, and the link deletes it before anything can
 * be sent there (the lock against someone who took over the session). A security alert: no setting turns it off.
 */
export function withdrawalAddressAddedEmail(
  recipient: Recipient,
  saved: { asset: string; address: string; label: string; hours: number },
  cancelUrl: string,
): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('chain.mail.addedSubject', { brand }),
    paragraphs: [t('chain.mail.addedIntro', { hours: saved.hours }), t('chain.mail.addedAdvice')],
    facts: [
      [t('chain.withdraw.coin'), saved.asset],
      [t('chain.withdraw.address'), saved.address],
      [t('chain.withdraw.label'), saved.label],
    ],
    action: { label: t('chain.mail.cancel'), url: cancelUrl },
  }));
}

/** The e-mail beside the bell's withdrawal notice: the coins went out, arrived, or will not be sent. */
export function withdrawalEmail(
  recipient: Recipient,
  withdrawal: { outcome: WithdrawalOutcome; amount: string; asset: string; address: string; txid: string | null },
): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const amount = formatAsset(withdrawal.amount, withdrawal.asset, locale);
    return {
      subject: t(`chain.mail.withdrawal.${withdrawal.outcome}Subject`, { brand, amount }),
      paragraphs: [t(`chain.withdrawNotice.${withdrawal.outcome}.message`, { amount })],
      facts: [
        [t('chain.withdraw.amount'), amount],
        [t('chain.withdraw.address'), withdrawal.address],
        ...(withdrawal.txid ? [[t('chain.withdraw.txid'), withdrawal.txid] as [string, string]] : []),
      ],
    };
  });
}
