import { safeNextPath } from '@/lib/session/next-path';

const SITE = 'https://app.example';

describe('safeNextPath', () => {
  test.each(['/Summary', '/Dashboard_new', '/Accountdetails/12?tab=1', '/cs/Summary', '/'])(
    'keeps %j, which stays on this site',
    (next) => {
      expect(safeNextPath(next)).toBe(next);
      expect(new URL(next, SITE).origin).toBe(SITE);
    },
  );

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
    // The URL parser drops tabs and newlines, so the browser follows these to //evil.example
    // (a ?next=/%09/evil.example link decodes to the first one).
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '',
    null,
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });
});
