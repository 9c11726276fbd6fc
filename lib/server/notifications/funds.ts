import 'server-only';
import { formatAsset, fromUnits, scaleOf } from '@/lib/money';
import type { Executor } from '@/lib/server/db';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';
import { settingEmail, type PendingEmail } from './email';

/** How money entered a customer's account from outside: the e-mail names it. */
export type FundsSource = 'bankDeposit' | 'voucher' | 'cryptoDeposit';

export interface FundsAdded {
  userId: number;
  asset: string;
  amount: bigint;
  source: FundsSource;
}

export function fundsAddedEmail(recipient: Recipient, credit: Omit<FundsAdded, 'userId'>): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const amount = formatAsset(fromUnits(credit.amount, scaleOf(credit.asset)), credit.asset, locale);
    return {
      subject: t('notices.fundsSubject', { brand, amount }),
      paragraphs: [t('notices.fundsIntro', { amount })],
      facts: [
        [t('notices.fundsAmount'), amount],
        [t('notices.fundsSource'), t(`notices.source.${credit.source}`)],
      ],
      unsubscribe: 'fundsAdded',
    };
  });
}

/**
 * "Funds added", prepared in the transaction that posts the credit (so a rolled-back credit mails nobody) and handed
 * over after its commit, when the customer keeps the setting on.
 */
export async function fundsAddedNotice(tx: Executor, credit: FundsAdded): Promise<PendingEmail> {
  return settingEmail(tx, credit.userId, 'fundsAdded', 'funds-added', (recipient) => fundsAddedEmail(recipient, credit));
}
