import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHEABLE_MARK: string;
export function createHtmlCache(options: { ttlMs: number; maxBytes?: number; now?: () => number }): {
  answer(req: IncomingMessage, res: ServerResponse): boolean;
};
