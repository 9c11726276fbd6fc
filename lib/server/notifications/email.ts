import 'server-only';
import type { Executor } from '@/lib/server/db';
import { type Email, type Recipient, type RenderedEmail, sendEmail } from '@/lib/server/mail';
import { customersByIds, notificationFields, RECIPIENT_FIELDS } from '@/lib/server/users';
import type { NotificationKey } from '@/lib/validation/profile';

export interface PendingEmail {
  /** Hands the e-mail to the mail server; call after the commit, so a slow server never holds the transaction. */
  send(): Promise<void>;
}

export const NOTHING_TO_SEND: PendingEmail = { send: async () => {} };

/** An e-mail to hand over later: `send` waits until the mail server took it or refused (the outbox keeps which). */
export const pendingEmail = (email: Email): PendingEmail => ({
  async send() {
    await (
      await sendEmail(email)
    ).settled;
  },
});

/**
 * The e-mail a notification setting sends, prepared in the transaction of its event (so an event rolled back mails
 * nobody) when the customer is active and keeps `setting` on; nothing to send otherwise.
 */
export async function settingEmail(
  tx: Executor,
  userId: number,
  setting: NotificationKey,
  purpose: string,
  build: (recipient: Recipient) => RenderedEmail,
): Promise<PendingEmail> {
  const [customer] = await customersByIds(tx, [userId], [...RECIPIENT_FIELDS, notificationFields[setting], 'status']);
  if (!customer?.[notificationFields[setting]] || customer.status !== 'active') return NOTHING_TO_SEND;
  return pendingEmail({ ...build(customer), purpose });
}
