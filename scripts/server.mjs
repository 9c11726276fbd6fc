#!/usr/bin/env node
// The production server `npm start` runs (scripts/start.mjs): Next's request handler behind compression and the HTML
// cache of public pages (scripts/html-cache.mjs). Next's own compression is off (next.config.ts) because the cache must
// see the HTML before it is compressed; this server compresses every answer instead, cached or not, except the
// browser files of the build, which it sends as compressed once after the build (scripts/static-assets.mjs).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { CLIENT_IP_MARK, stampClientIp, trustedProxyHops } from '../lib/client-ip.mjs';
import { htmlCacheSeconds } from '../lib/html-cache-settings.mjs';
import { createHtmlCache } from './html-cache.mjs';
import { createStaticAssets } from './static-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);

// Every request is stamped with its client address below: the app may read it (lib/client-ip.mjs).
process.env[CLIENT_IP_MARK] = '1';
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

// Read after prepare(), which loads .env files; lib/env.ts validates the same variable with the same rule for the app.
const cacheSeconds = htmlCacheSeconds(process.env.HTML_CACHE_SECONDS);
if (cacheSeconds === undefined) {
  console.error(`[server] HTML_CACHE_SECONDS must be a number of seconds (0 turns the cache off), not "${process.env.HTML_CACHE_SECONDS}"`);
  process.exit(1);
}

const proxyHops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
if (proxyHops === undefined) {
  console.error(
    `[server] TRUSTED_PROXY_HOPS must be the number of your own proxies in front of the app (0 to 10), not "${process.env.TRUSTED_PROXY_HOPS}"`,
  );
  process.exit(1);
}

const htmlCache = createHtmlCache({ ttlMs: cacheSeconds * 1000 });
const staticAssets = await createStaticAssets(path.join(root, process.env.NEXT_DIST_DIR || '.next'));
// Next drops a route handler's Content-Length, and compression compresses any answer whose length it does not know:
// the API's envelopes state theirs in X-Body-Length (lib/server/http/handler.ts), so one under the threshold (every
// poll) goes out as it is. The header is the server's alone: removed before the answer leaves.
const COMPRESS_THRESHOLD = 1024;
const compress = compression({
  threshold: COMPRESS_THRESHOLD,
  filter: (req, res) => {
    const stated = res.getHeader('x-body-length');
    if (stated === undefined) return compression.filter(req, res);
    res.removeHeader('x-body-length');
    return Number(stated) >= COMPRESS_THRESHOLD && compression.filter(req, res);
  },
});
// Behind a load balancer, which instance answered: for the operator reading a failed request's headers, and for the
// two-instance tests (tests/cluster), which prove both instances served. Unset: no header.
const instanceId = process.env.INSTANCE_ID?.trim() || undefined;

const server = http.createServer((req, res) => {
  if (instanceId) res.setHeader('x-instance', instanceId);
  stampClientIp(req, proxyHops);
  if (staticAssets.answer(req, res)) return;
  compress(req, res, () => {
    if (htmlCache.answer(req, res)) return;
    handle(req, res).catch((error) => {
      console.error('[server] request failed:', error);
      if (!res.headersSent) res.statusCode = 503;
      res.end();
    });
  });
});
server.listen(port, () => {
  console.log(`✓ Ready on port ${port} (HTML cache of public pages: ${cacheSeconds > 0 ? `${cacheSeconds} s` : 'off'})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
