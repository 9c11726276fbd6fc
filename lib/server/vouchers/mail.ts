import 'server-only';
import { formatFiat } from '@/lib/money';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/** The gift voucher itself: its code and password are in this e-mail and nowhere else after the success page. */
export function giftVoucherEmail(
  recipient: Recipient,
  voucher: { code: string; password: string; value: string; currency: string },
): RenderedEmail {
  return render(recipient, (t, brand, locale) => {
    const value = formatFiat(voucher.value, voucher.currency, locale);
    return {
      subject: t('vouchers.buy.mail.subject', { brand, value }),
      paragraphs: [t('vouchers.buy.mail.intro'), t('vouchers.buy.mail.redeem', { brand }), t('vouchers.buy.mail.keepSecret')],
      facts: [
        [t('vouchers.buy.mail.code'), voucher.code],
        [t('vouchers.buy.mail.password'), voucher.password],
        [t('vouchers.buy.mail.value'), value],
      ],
    };
  });
}
