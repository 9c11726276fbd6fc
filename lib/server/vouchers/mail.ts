import 'server-only';
import { formatFiat } from '@/lib/money';
import { render, type Recipient, type RenderedEmail } from '@/lib/server/mail/templates';

/** The gift voucher itself: its code and password are in this e-mail and nowhere else after the success page. */
export function giftVoucherEmail(
  recipient: Recipient,
  voucher: { code: string; password: string; value: string; currency: string },
): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const value = formatFiat(voucher.value, voucher.currency, locale);
    return {
      subject: t('voucher.mail.subject', { brand, value }),
      paragraphs: [t('voucher.mail.intro'), t('voucher.mail.redeem', { brand }), t('voucher.mail.keepSecret')],
      facts: [
        [t('voucher.mail.code'), voucher.code],
        [t('voucher.mail.password'), voucher.password],
        [t('voucher.mail.value'), value],
      ],
    };
  });
}
