const SAME_SITE_PROBE = 'http://same.site';

/**
 * Only a path of this site may follow sign-in: "//evil.example", "https://…" or "/\t/evil.example"
 * (browsers drop tabs and newlines, leaving "//evil.example") would be an open redirect.
 */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(next)) return undefined;
  return new URL(next, SAME_SITE_PROBE).origin === SAME_SITE_PROBE ? next : undefined;
}
