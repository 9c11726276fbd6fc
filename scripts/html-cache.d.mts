import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHEABLE_MARK: string;
export const CACHE_STATUS_HEADER: string;
export function cacheKeyOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export function createHtmlCache(options: { ttlMs: number; maxBytes?: number; now?: () => number }): {
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  readonly size: { entries: number; bytes: number };
};
