import { contentSecurityPolicy, newNonce, pageSecurityHeaders } from '@/lib/server/security/headers';
import { envFrom, PRODUCTION } from '../support/env';

const NONCE = 'bm9uY2Utb2YtdGhpcy10ZXN0';
/** The ATM map's default style and satellite tile hosts (lib/atms/map-styles.ts). */
const DEFAULT_MAP_HOSTS = ['https://tiles.openfreemap.org', 'https://server.arcgisonline.com'];

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split('; ')
      .map((part) => part.split(' '))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the Content-Security-Policy', () => {
  test('allows only scripts carrying the nonce (and what they load), no plugins, no <base>, no framing; the map its hosts and workers', () => {
    const policy = directives(contentSecurityPolicy(NONCE, false, envFrom(PRODUCTION)));

    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...DEFAULT_MAP_HOSTS],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...DEFAULT_MAP_HOSTS],
      'worker-src': ["'self'", 'blob:'],
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
    expect(contentSecurityPolicy(NONCE, false, envFrom(PRODUCTION))).not.toContain('unsafe-eval');
  });

  test('adds the configured origins to connect-src and frame-src', () => {
    const config = envFrom({
      CSP_EXTRA_CONNECT_SRC: 'https://status.example.com, wss://status.example.com',
      CSP_EXTRA_FRAME_SRC: ' https://status.example.com  https://maps.example.com/embed ',
    });

    const policy = directives(contentSecurityPolicy(NONCE, false, config));

    expect(policy['connect-src']).toEqual(["'self'", ...DEFAULT_MAP_HOSTS, 'https://status.example.com', 'wss://status.example.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://status.example.com', 'https://maps.example.com/embed']);
  });

  test("allows framing the status widget's origin, and only its origin", () => {
    const config = envFrom({
      STATUS_WIDGET_URL: 'https://status.example.com:8443/widget/embed?site=kryptomat',
      CSP_EXTRA_FRAME_SRC: 'https://maps.example.com',
    });

    const policy = directives(contentSecurityPolicy(NONCE, false, config));

    expect(policy['frame-src']).toEqual(["'self'", 'https://maps.example.com', 'https://status.example.com:8443']);
    expect(policy['connect-src']).not.toContain('https://status.example.com:8443');
  });

  test('without a status widget the frames stay limited to the own origin', () => {
    expect(directives(contentSecurityPolicy(NONCE, false, envFrom(PRODUCTION)))['frame-src']).toEqual(["'self'"]);
  });

  test('takes only the origins of configured map styles, for connect-src and img-src', () => {
    const config = envFrom({
      MAP_STYLE_URL: 'https://maps.example.com/styles/streets.json?key=abc',
      MAP_SATELLITE_STYLE_URL: 'http://localhost:8080/satellite/style.json',
    });

    const policy = directives(contentSecurityPolicy(NONCE, false, config));

    expect(policy['connect-src']).toEqual(["'self'", 'https://maps.example.com', 'http://localhost:8080']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://maps.example.com', 'http://localhost:8080']);
  });

  test("with a Mapbox token: Mapbox's API, tile and telemetry hosts, and mapbox-gl's blob: workers", () => {
    const policy = directives(contentSecurityPolicy(NONCE, false, envFrom({ MAPBOX_TOKEN: 'pk.eyJ1IjoiZXhhbXBsZSJ9.abc' })));

    expect(policy['connect-src']).toEqual(["'self'", 'https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    // Nothing else loosens: no eval, no script host.
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
  });

  test('refuses a secret Mapbox token and mapbox:// styles without a token', () => {
    expect(() => envFrom({ MAPBOX_TOKEN: 'sk.eyJ1IjoiZXhhbXBsZSJ9.secret' })).toThrow(/MAPBOX_TOKEN/);
    expect(() => envFrom({ MAP_STYLE_URL: 'mapbox://styles/mapbox/streets-v12' })).toThrow(
      /MAP_STYLE_URL: a mapbox:\/\/ style needs MAPBOX_TOKEN/,
    );
  });

  test.each([
    ['a keyword', "'unsafe-inline'"],
    ['a second directive', 'https://a.example; script-src *'],
    ['a wildcard on its own', '*'],
    ['a scheme only', 'https:'],
    ['javascript:', 'javascript:alert(1)'],
    ['another scheme', 'ftp://status.example.com/widget'],
    ['a host that would end the directive', 'https://status.example.com;script-src*/widget'],
    ['a host with a quote', "https://a'unsafe-inline'/"],
    ['a data: URL', 'data:application/json,{}'],
  ])('refuses %s as an extra origin, the status widget, the new site or a map style at start', (_label, value) => {
    for (const variable of [
      'CSP_EXTRA_CONNECT_SRC',
      'CSP_EXTRA_FRAME_SRC',
      'STATUS_WIDGET_URL',
      'NEW_SITE_URL',
      'MAP_STYLE_URL',
      'MAP_SATELLITE_STYLE_URL',
    ]) {
      expect(() => envFrom({ [variable]: value })).toThrow(new RegExp(variable));
    }
  });
});

describe('the page headers', () => {
  test.each(['localhost:3000', '127.0.0.1:3100', '[::1]:3000'])(
    'on %s: no HSTS and no upgrade, which would lock out a plain-HTTP dev server',
    (host) => {
      const headers = pageSecurityHeaders(host, NONCE);

      expect(headers).not.toHaveProperty('Strict-Transport-Security');
      expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    },
  );

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
