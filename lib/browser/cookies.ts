/** document.cookie for the few cookies the browser itself owns (theme, locale, auto-logout timers). */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
