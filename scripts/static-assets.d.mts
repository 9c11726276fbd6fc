import type { IncomingMessage, ServerResponse } from 'node:http';

export function precompressStatic(distDir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }>;

export function createStaticAssets(distDir: string): Promise<{
  size: number;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}>;
