import 'server-only';
import { env } from '@/lib/env';
import { formatCoin, formatFiat } from '@/lib/format/money';
import { defaultLocale, normalizeLocale, type Locale } from '@/lib/i18n/config';
import { translatorFor, type Translator } from '@/lib/server/i18n/translate';
import type { FraudCategory } from '@/lib/validation/fraud-report-options';

/** Who an e-mail is for: the address, the language it is written in, and the code that proves it is ours. */
export interface Recipient {
  email: string;
  language: string;
  antiPhishingCode: string | null;
}

export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Content {
  subject: string;
  paragraphs: string[];
  /** Label and value lines (time, IP, device), shown as a small table in HTML. */
  facts?: [string, string][];
  action?: { label: string; url: string };
}

export const recipientLocale = (recipient: Pick<Recipient, 'language'>): Locale => normalizeLocale(recipient.language) ?? defaultLocale;

/** A time as the recipient reads it, in UTC and saying so: we do not know the customer's time zone. */
export function mailTime(time: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** The time and address of what a security e-mail reports. */
const whenAndFrom = (t: Translator, locale: Locale, time: Date, ip: string | null): [string, string][] => [
  [t('mail.time'), mailTime(time, locale)],
  [t('mail.ip'), ip ?? t('mail.unknown')],
];

export function passwordResetEmail(recipient: Recipient, link: string, minutes: number): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('mail.resetSubject', { brand }),
    paragraphs: [t('mail.resetIntro'), t('mail.resetExpiry', { minutes }), t('mail.resetIgnore')],
    action: { label: t('mail.resetAction'), url: link },
  }));
}

export function passwordChangedEmail(recipient: Recipient, time: Date, ip: string | null): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('mail.changedSubject', { brand }),
    paragraphs: [t('mail.changedIntro'), t('mail.changedWarning')],
    facts: whenAndFrom(t, locale, time, ip),
  }));
}

export function twoFactorResetEmail(recipient: Recipient, time: Date, ip: string | null): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('mail.twoFactorResetSubject', { brand }),
    paragraphs: [t('mail.twoFactorResetIntro'), t('mail.twoFactorResetWarning')],
    facts: whenAndFrom(t, locale, time, ip),
  }));
}

/** The one-time code of forgot-2FA as an SMS: short, in the recipient's language, no link to phish with. */
export function twoFactorCodeSms(recipient: Pick<Recipient, 'language'>, code: string, minutes: number): string {
  return translatorFor(recipientLocale(recipient))('mail.twoFactorCodeSms', { brand: env().BRAND_NAME, code, minutes });
}

export function failedLoginEmail(recipient: Recipient, time: Date, ip: string | null, device: string | null): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('mail.failedLoginSubject', { brand }),
    paragraphs: [t('mail.failedLoginIntro'), t('mail.failedLoginAdvice')],
    facts: [
      ...whenAndFrom(t, locale, time, ip),
      // A user agent is whatever the client sent: kept short so it cannot fill the e-mail.
      [t('mail.device'), device?.slice(0, 200) || t('mail.unknown')],
    ],
  }));
}

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
  return render(recipient, (t, brand, locale) => ({
    subject: t('mail.contactNoticeSubject', { brand }),
    paragraphs: [
      t('mail.contactNoticeIntro', {
        what: t(change.what === 'email' ? 'mail.contactEmail' : 'mail.contactPhone'),
        target: change.target ?? t('mail.contactRemovedPhone'),
      }),
      t('mail.contactNoticeAdvice'),
    ],
    facts: whenAndFrom(t, locale, time, ip),
  }));
}

/** Swap order confirmation: where to send the coin, what comes back, and the link to the order's status. */
export function swapOrderEmail(
  recipient: Recipient,
  order: {
    reference: string;
    amountFrom: string;
    fromCoin: string;
    amountTo: string;
    toCoin: string;
    rate: string;
    fee: string;
    depositAddress: string;
    destinationAddress: string;
  },
  statusUrl: string | null,
): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('swap.mail.subject', { brand, reference: order.reference }),
    paragraphs: [
      t('swap.mail.intro', { amount: formatCoin(order.amountFrom, locale), coin: order.fromCoin }),
      order.depositAddress,
      t('swap.mail.receive', { amount: formatCoin(order.amountTo, locale), coin: order.toCoin, address: order.destinationAddress }),
    ],
    facts: [
      [t('swap.mail.reference'), order.reference],
      [t('swap.mail.rate'), t('swap.rateValue', { from: order.fromCoin, rate: formatCoin(order.rate, locale), to: order.toCoin })],
      [t('swap.mail.fee'), `${formatCoin(order.fee, locale)} ${order.toCoin}`],
    ],
    action: statusUrl ? { label: t('swap.mail.action'), url: statusUrl } : undefined,
  }));
}

/** Buy by card, once paid and sent. */
export function cardOrderEmail(
  recipient: Recipient,
  order: { reference: string; fiatAmount: string; currency: string; cryptoAmount: string; coin: string; walletAddress: string },
  statusUrl: string | null,
): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('cardOrder.mail.subject', { brand, reference: order.reference }),
    paragraphs: [t('cardOrder.mail.intro')],
    facts: [
      [t('cardOrder.mail.reference'), order.reference],
      [t('cardOrder.mail.paid'), formatFiat(order.fiatAmount, order.currency, locale)],
      [t('cardOrder.mail.receive'), `${formatCoin(order.cryptoAmount, locale)} ${order.coin}`],
      [t('cardOrder.mail.wallet'), order.walletAddress],
    ],
    action: statusUrl ? { label: t('cardOrder.mail.action'), url: statusUrl } : undefined,
  }));
}

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

/** The one layout of every e-mail: the anti-phishing line first, then the content, in text and HTML, values escaped. */
export function render(recipient: Recipient, content: (t: Translator, brand: string, locale: Locale) => Content): RenderedEmail {
  const locale = recipientLocale(recipient);
  const t = translatorFor(locale);
  const brand = env().BRAND_NAME;
  const { subject, paragraphs, facts = [], action } = content(t, brand, locale);
  // The code the customer chose, first thing in every e-mail: a phishing copy cannot know it.
  const securityLine = recipient.antiPhishingCode ? t('mail.securityCode', { code: recipient.antiPhishingCode }) : undefined;
  const footer = t('mail.footer', { brand });

  const text = [
    ...(securityLine ? [securityLine, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '-- ',
    footer,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${securityLine ? `<p style="margin:0 0 16px;padding:8px 12px;background:#ecfdf5;border:1px solid #34d399;border-radius:6px;font-weight:bold">${escapeHtml(securityLine)}</p>` : ''}
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${
  facts.length
    ? `<table style="margin:0 0 12px;border-collapse:collapse">${facts
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  action
    ? `<p style="margin:16px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 12px;font-size:12px;word-break:break-all;color:#475569">${escapeHtml(action.url)}</p>`
    : ''
}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</div></body></html>
`;
  return { to: recipient.email, subject, text, html };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The acknowledgement of a /Report-Fraud report. It repeats nothing the reporter typed, so the form cannot send strangers text of someone else's choosing. */
export function fraudReportReceivedEmail(recipient: Recipient, reference: string, category: FraudCategory, time: Date): RenderedEmail {
  return render(recipient, (t, brand, locale) => ({
    subject: t('fraud.mail.subject', { brand, reference }),
    paragraphs: [t('fraud.mail.intro'), t('fraud.mail.review'), t('fraud.mail.never', { brand }), t('fraud.mail.notYou')],
    facts: [
      [t('fraud.mail.reference'), reference],
      [t('fraud.mail.category'), t(`fraud.categories.${category}`)],
      [t('mail.time'), mailTime(time, locale)],
    ],
  }));
}
