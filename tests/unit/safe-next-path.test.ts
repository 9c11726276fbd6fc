import { safeNextPath } from '@/components/auth/signed-in';

const SITE = 'https://app.example';

describe('safeNextPath', () => {
  test.each(['/Summary', '/Dashboard_new', '/Accountdetails/12?tab=1', '/cs/Summary', '/'])('keeps %j', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  test.each([
    '//evil.example',
    '//evil.example/Summary',
    'https://evil.example',
    'http://evil.example/Summary',
    'javascript:alert(1)',
    'Summary',
    '/\\evil.example',
    '\\\\evil.example',
    '/Summary\\..\\x',
    // The URL parser drops tabs and newlines, so these become "//evil.example" in the browser.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '',
    null,
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });

  test.each(['/Summary', '/x/../Summary', '/%2F%2Fevil.example', '/\t/evil.example', '/\n\n/evil.example', '//evil.example'])(
    'whatever %j yields stays on this site when the browser follows it',
    (next) => {
      const kept = safeNextPath(next);
      if (kept !== undefined) expect(new URL(kept, SITE).origin).toBe(SITE);
    },
  );
});
