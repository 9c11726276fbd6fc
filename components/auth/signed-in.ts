import type { SignInStep } from '@/lib/session/sign-in-steps';

export type SignedInAnswer =
  | { temp_u_id: number; temp_accesstoken: string; second_factor: SignInStep }
  | { u_id: number; accesstoken: string; user: { u_id: number; full_name: string; company_name: string; file_path: string; user_image: string } };

const SAME_SITE_PROBE = 'http://same.site';

/**
 * Only a path of this site may follow sign-in: "//evil.example", "https://…" or "/\t/evil.example"
 * (browsers drop tabs and newlines, leaving "//evil.example") would be an open redirect.
 */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(next)) return undefined;
  return new URL(next, SAME_SITE_PROBE).origin === SAME_SITE_PROBE ? next : undefined;
}
