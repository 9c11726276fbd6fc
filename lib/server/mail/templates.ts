import 'server-only';
import { env } from '@/lib/env';
import { defaultLocale, normalizeLocale, type Locale } from '@/lib/i18n/config';
import { formatDateTime, siteTimeZone } from '@/lib/i18n/date-format';
import { type Translator, translatorFor } from '@/lib/server/i18n';
import type { LinkOptOutKey } from '@/lib/validation/profile';
import { mailLink, unsubscribePath } from './links';

/** Who an e-mail is for: the address, the language it is written in, and the code that proves it is ours. */
export interface Recipient {
  email: string;
  language: string;
  antiPhishingCode: string | null;
  /** The zone the customer reads dates in (users.time_zone); without one, that of the language's country. */
  timeZone?: string;
  /** Names the customer in unsubscribe links; needed only by e-mails a setting turns off. */
  mailToken?: string;
}

export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe (RFC 2369) and its one-click form (RFC 8058), for e-mails a setting turns off. */
  headers?: Record<string, string>;
}

export interface Content {
  subject: string;
  paragraphs: string[];
  /** Label and value lines (time, IP, device), shown as a small table in HTML. */
  facts?: [string, string][];
  action?: { label: string; url: string };
  /**
   * The notification setting that sends this e-mail: the footer says so and links to turning just that one off.
   * Never a security alert (`securityAlertKeys`): those are turned off in Settings only.
   */
  unsubscribe?: LinkOptOutKey;
}

export const recipientLocale = (recipient: Pick<Recipient, 'language'>): Locale => normalizeLocale(recipient.language) ?? defaultLocale;

/** A time as the recipient reads it on every page: in their language's one format and their own zone. */
export function mailTime(time: Date, recipient: Pick<Recipient, 'language' | 'timeZone'>): string {
  const locale = recipientLocale(recipient);
  return formatDateTime(time, locale, recipient.timeZone ?? siteTimeZone(locale));
}

/** The time and address of what a security e-mail reports. */
export const whenAndFrom = (t: Translator, recipient: Recipient, time: Date, ip: string | null): [string, string][] => [
  [t('mail.time'), mailTime(time, recipient)],
  [t('mail.ip'), ip ?? t('mail.unknown')],
];

/** The one layout of every e-mail: the anti-phishing line first, then the content, in text and HTML, values escaped. */
export function render(recipient: Recipient, content: (t: Translator, brand: string, locale: Locale) => Content): RenderedEmail {
  const locale = recipientLocale(recipient);
  const t = translatorFor(locale);
  const brand = env().BRAND_NAME;
  const { subject, paragraphs, facts = [], action, unsubscribe } = content(t, brand, locale);
  // The code the customer chose, first thing in every e-mail: a phishing copy cannot know it.
  const securityLine = recipient.antiPhishingCode ? t('mail.securityCode', { code: recipient.antiPhishingCode }) : undefined;
  const footer = t('mail.footer', { brand });
  const optOut =
    unsubscribe && recipient.mailToken
      ? {
          line: t('mail.unsubscribe', { setting: t(`settings.${unsubscribe}`) }),
          page: mailLink(unsubscribePath(recipient.mailToken, unsubscribe), locale),
          oneClick: mailLink(`/api${unsubscribePath(recipient.mailToken, unsubscribe)}`, locale, { prefixed: false }),
        }
      : undefined;

  const text = [
    ...(securityLine ? [securityLine, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '-- ',
    footer,
    ...(optOut ? [`${optOut.line}: ${optOut.page}`] : []),
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
${optOut ? `<p style="margin:8px 0 0;font-size:12px;color:#64748b"><a href="${escapeHtml(optOut.page)}" style="color:#475569">${escapeHtml(optOut.line)}</a></p>` : ''}
</div></body></html>
`;
  const headers = optOut && { 'List-Unsubscribe': `<${optOut.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { to: recipient.email, subject, text, html, ...(headers && { headers }) };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
