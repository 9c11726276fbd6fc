import { outboxPageEnabled } from '@/lib/env';
import { type Recipient, type RenderedEmail } from '@/lib/server/mail/templates';
import { failedLoginEmail, passwordChangedEmail, passwordResetEmail } from '@/lib/server/auth/security-mail';
import { envFrom } from '../support/env';
import { ALL_LOCALES, messageText } from '../support/messages';

describe('the demo outbox page', () => {
  test.each([
    ['embedded database (demo mode)', { EMBEDDED_DB: 'true' }, true],
    ['own database with DEMO_DATA=on', { DATABASE_URL: 'postgres://db/app', DEMO_DATA: 'on' }, true],
    ['own database with OUTBOX_PAGE=on', { DATABASE_URL: 'postgres://db/app', OUTBOX_PAGE: 'on' }, true],
    ['own database', { DATABASE_URL: 'postgres://db/app' }, false],
    ['own database, even without SMTP_URL', { DATABASE_URL: 'postgres://db/app', DEMO_DATA: 'auto' }, false],
    ['embedded database with DEMO_DATA=off', { EMBEDDED_DB: 'true', DEMO_DATA: 'off' }, false],
  ])('%s: %s', (_label, variables, enabled) => {
    expect(outboxPageEnabled(envFrom(variables))).toBe(enabled);
  });
});

describe('mail configuration', () => {
  test('SMTP_URL must be an smtp:// or smtps:// URL', () => {
    expect(envFrom({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe('smtps://user:pass@mail.example.com:465');
    expect(() => envFrom({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  test('without SMTP_URL mail stays in the outbox; SMS go to the outbox', () => {
    const config = envFrom();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({ SMS_PROVIDER: 'outbox', OUTBOX_PAGE: 'off' });
  });
});

const TEMPLATES: [string, (r: Recipient) => RenderedEmail][] = [
  ['password reset', (r) => passwordResetEmail(r, 'https://kryptomat.sk/forgetchangepassword/abc', 30)],
  ['password changed', (r) => passwordChangedEmail(r, new Date('2026-03-01T10:00:00Z'), '198.51.100.1')],
  ['failed sign-in', (r) => failedLoginEmail(r, new Date('2026-03-01T10:00:00Z'), '198.51.100.1', '<script>alert(1)</script>')],
];

describe.each(TEMPLATES)('the %s e-mail', (_name, render) => {
  test.each(ALL_LOCALES)('in %s shows the anti-phishing code first, escaped in HTML', (locale) => {
    const mail = render({ email: 'ada@example.test', language: locale, antiPhishingCode: '<b>owl</b>' });

    const line = messageText(locale, 'mail.securityCode').replace('{code}', '<b>owl</b>');
    expect(mail.text.split('\n')[0]).toBe(line);
    expect(mail.html).toContain(line.replace('<b>owl</b>', '&lt;b&gt;owl&lt;/b&gt;'));
    expect(mail.html).not.toMatch(/<b>|<script>/);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  test('without a code has no security line; an unknown language falls back to English', () => {
    const mail = render({ email: 'ada@example.test', language: 'xx', antiPhishingCode: null });

    const prefix = messageText('en', 'mail.securityCode').replace('{code}', '');
    expect(mail.text).not.toContain(prefix);
    expect(mail.html).not.toContain(prefix);
    expect(mail.html).toContain('lang="en"');
  });
});
