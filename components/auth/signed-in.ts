export type SignedInAnswer =
  | { temp_u_id: number; temp_accesstoken: string; second_factor: 'authenticator' }
  | { u_id: number; accesstoken: string; user: { u_id: number; full_name: string; company_name: string; file_path: string; user_image: string } };

/** Only a path of this site may follow sign-in: "//evil.example" or "https://…" would be an open redirect. */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  return next;
}
