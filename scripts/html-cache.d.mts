import type { IncomingMessage, ServerResponse } from 'node:http';

export function createHtmlCache(options: { ttlMs: number; maxBytes?: number; now?: () => number }): {
  answer(req: IncomingMessage, res: ServerResponse): boolean;
};
