import { contentSecurityPolicy, newNonce, pageSecurityHeaders } from '@/lib/server/security/headers';
import { envFrom } from '../support/env';

const NONCE = 'bm9uY2Utb2YtdGhpcy10ZXN0';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((part) => part.split(' ')).map(([name, ...values]) => [name, values]));
}

describe('the Content-Security-Policy', () => {
  test('allows only scripts carrying the nonce (and what they load), no plugins, no <base>, no framing', () => {
    const policy = directives(contentSecurityPolicy(NONCE, false, envFrom({ NODE_ENV: 'production' })));

    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  test("over HTTPS it also upgrades the page's plain-HTTP requests", () => {
    expect(directives(contentSecurityPolicy(NONCE, true, envFrom()))).toHaveProperty('upgrade-insecure-requests', []);
  });

  test("allows eval only in development, where React's error overlay needs it", () => {
    expect(directives(contentSecurityPolicy(NONCE, false, envFrom({ NODE_ENV: 'development' })))['script-src']).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(NONCE, false, envFrom({ NODE_ENV: 'production' }))).not.toContain('unsafe-eval');
  });

  test('adds the configured origins to connect-src and frame-src', () => {
    const config = envFrom({
      CSP_EXTRA_CONNECT_SRC: 'https://status.example.com, wss://status.example.com',
      CSP_EXTRA_FRAME_SRC: ' https://status.example.com  https://maps.example.com/embed ',
    });

    const policy = directives(contentSecurityPolicy(NONCE, false, config));

    expect(policy['connect-src']).toEqual(["'self'", 'https://status.example.com', 'wss://status.example.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://status.example.com', 'https://maps.example.com/embed']);
  });

  test("allows framing the status widget's origin, and only its origin", () => {
    const config = envFrom({ STATUS_WIDGET_URL: 'https://status.example.com:8443/widget/embed?site=kryptomat', CSP_EXTRA_FRAME_SRC: 'https://maps.example.com' });

    const policy = directives(contentSecurityPolicy(NONCE, false, config));

    expect(policy['frame-src']).toEqual(["'self'", 'https://maps.example.com', 'https://status.example.com:8443']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  test('without a status widget the frames stay limited to the own origin', () => {
    expect(directives(contentSecurityPolicy(NONCE, false, envFrom({ NODE_ENV: 'production' })))['frame-src']).toEqual(["'self'"]);
  });

  test.each([
    ["a keyword", "'unsafe-inline'"],
    ['a second directive', 'https://a.example; script-src *'],
    ['a wildcard on its own', '*'],
    ['a scheme only', 'https:'],
    ['javascript:', 'javascript:alert(1)'],
    ['another scheme', 'ftp://status.example.com/widget'],
    ['a host that would end the directive', 'https://status.example.com;script-src*/widget'],
    ['a host with a quote', "https://a'unsafe-inline'/"],
  ])('refuses %s as an extra origin, the status widget or the new site at start', (_label, value) => {
    for (const variable of ['CSP_EXTRA_CONNECT_SRC', 'CSP_EXTRA_FRAME_SRC', 'STATUS_WIDGET_URL', 'NEW_SITE_URL']) {
      expect(() => envFrom({ [variable]: value })).toThrow(new RegExp(variable));
    }
  });
});

describe('the page headers', () => {
  test.each(['localhost:3000', '127.0.0.1:3100', '[::1]:3000'])('on %s: no HSTS and no upgrade, which would lock out a plain-HTTP dev server', (host) => {
    const headers = pageSecurityHeaders(host, NONCE);

    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });

  test('on a real domain: HSTS for a year and the rest', () => {
    const headers = pageSecurityHeaders('www.kryptomat.sk', NONCE);

    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
    expect(headers['Content-Security-Policy']).toContain(`'nonce-${NONCE}'`);
  });
});

test('a nonce is 128 random bits in base64, new every time', () => {
  const nonces = Array.from({ length: 50 }, newNonce);

  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  expect(new Set(nonces).size).toBe(nonces.length);
});
