import 'server-only';

interface Entry<T> {
  value?: { data: T };
  freshUntil: number;
  loading?: Promise<T>;
}

const entries = new Map<string, Entry<unknown>>();

/**
 * Every HTML page is rendered per request (the CSP nonce), so content that changes by the minute or slower
 * (rates, ATMs, posts) is kept here for `ttlMs` instead of costing a database round trip per request.
 * Concurrent callers share one load; after expiry the stale value is answered while one refresh runs, and
 * a failed refresh keeps the stale value rather than failing the page.
 */
export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const entry = (entries.get(key) ?? { freshUntil: 0 }) as Entry<T>;
  entries.set(key, entry);
  if (entry.value && Date.now() < entry.freshUntil) return entry.value.data;
  if (!entry.loading) {
    entry.loading = load()
      .then((data) => {
        entry.value = { data };
        entry.freshUntil = Date.now() + ttlMs;
        return data;
      })
      .finally(() => {
        entry.loading = undefined;
      });
  }
  if (entry.value) {
    const stale = entry.value.data;
    entry.loading.catch((error: unknown) => console.error(`refreshing ${key} failed; serving the previous value`, error));
    return stale;
  }
  return entry.loading;
}

/** Drops every entry whose key starts with `prefix`, after a write the next reader must see. */
export function invalidateCached(prefix: string): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
