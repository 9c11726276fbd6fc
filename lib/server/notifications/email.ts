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
 * An e-mail about the customer's own affairs, prepared in the transaction of its event (so an event rolled back mails
 * nobody) when the customer is active and, if a notification `setting` governs it, keeps that setting on; nothing to
 * send otherwise. Without a setting no switch turns it off (coins leaving the account).
 */
export async function customerEmail(
  tx: Executor,
  userId: number,
  purpose: string,
  build: (recipient: Recipient) => RenderedEmail,
  setting?: NotificationKey,
): Promise<PendingEmail> {
  const wanted = setting ? [notificationFields[setting]] : [];
  const [customer] = await customersByIds(tx, [userId], [...RECIPIENT_FIELDS, ...wanted, 'status']);
  if (customer?.status !== 'active' || wanted.some((field) => !customer[field])) return NOTHING_TO_SEND;
  return pendingEmail({ ...build(customer), purpose });
}

/** The e-mail a notification setting sends (see customerEmail). */
export const settingEmail = (
  tx: Executor,
  userId: number,
  setting: NotificationKey,
  purpose: string,
  build: (recipient: Recipient) => RenderedEmail,
): Promise<PendingEmail> => customerEmail(tx, userId, purpose, build, setting);
