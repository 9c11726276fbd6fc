import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { createHtmlCache } from '@/scripts/html-cache.mjs';

/**
 * The HTML cache in front of a stand-in for Next that answers like the app does: the proxy's mark on public
 * pages, a CSP with a fresh nonce per render, the nonce on the page's scripts, the page streamed in two parts.
 */
interface Stage {
  renders: number;
  clock: number;
  origin: string;
  close(): Promise<void>;
}

interface PageOptions {
  marked?: boolean;
  status?: number;
  setCookie?: boolean;
  contentType?: string;
  /** What streams after the first part: the page's end, or a render that fails once the headers are out. */
  rest?: 'page' | 'stream-error' | ((render: number) => string);
}

async function startStage(options: PageOptions = {}, cacheOptions: { ttlMs?: number; maxBytes?: number } = {}): Promise<Stage> {
  const stage = { renders: 0, clock: 1_000_000 } as Stage;
  const cache = createHtmlCache({ ttlMs: cacheOptions.ttlMs ?? 10_000, maxBytes: cacheOptions.maxBytes, now: () => stage.clock });
  const compress = compression();
  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      if (cache.answer(req, res)) return;
      stage.renders++;
      const nonce = Buffer.from(`render-nonce-${stage.renders}-padding`).toString('base64');
      res.statusCode = options.status ?? 200;
      res.setHeader('content-type', options.contentType ?? 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      if (options.marked ?? true) res.setHeader('x-html-cacheable', '1');
      if (options.setCookie) res.setHeader('set-cookie', 'theme=light; Path=/');
      res.write(`<html><head><script nonce="${nonce}">boot()</script></head>`);
      if (options.rest === 'stream-error') {
        // As Next and scripts/server.mjs do when the render stream fails: the pipe destroys the answer, the
        // server's catch ends it.
        res.destroy(new Error('render failed'));
        res.end();
        return;
      }
      const extra = typeof options.rest === 'function' ? options.rest(stage.renders) : '';
      // Longer than compression's 1 KB threshold, as real pages are.
      res.end(
        `<body>${'<p>content</p>'.repeat(100)}${extra}render ${stage.renders} of ${req.url} for ${req.headers.host} theme ${req.headers.cookie ?? '-'}</body></html>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stage.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stage.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stage;
}

/** node:http rather than fetch, which may not set Host. */
async function get(stage: Stage, path = '/Home', headers: Record<string, string> = {}) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${stage.origin}${path}`, { headers }, resolve).on('error', reject),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const body = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString();
  const header = (name: string) => (response.headers[name] as string | undefined) ?? null;
  const policyNonce = /'nonce-([^']+)'/.exec(header('content-security-policy') ?? '')?.[1];
  const scriptNonce = /nonce="([^"]+)"/.exec(body)?.[1];
  return { header, body, policyNonce, scriptNonce, cache: header('x-html-cache') };
}

let stage: Stage | undefined;
afterEach(async () => {
  await stage?.close();
  stage = undefined;
});

test('a public page is rendered once and then answered from the cache, each answer with a nonce of its own', async () => {
  stage = await startStage();
  const first = await get(stage);
  const second = await get(stage);
  const third = await get(stage);
  expect(stage.renders).toBe(1);
  expect([first.cache, second.cache, third.cache]).toEqual(['miss', 'hit', 'hit']);
  expect(second.body.replace(second.scriptNonce!, 'N')).toBe(first.body.replace(first.scriptNonce!, 'N'));
  for (const answer of [first, second, third]) expect(answer.scriptNonce).toBe(answer.policyNonce);
  expect(new Set([first.policyNonce, second.policyNonce, third.policyNonce]).size).toBe(3);
  expect(second.header('x-html-cacheable')).toBeNull();
});

test('cached answers are compressed for clients that accept gzip', async () => {
  stage = await startStage();
  await get(stage);
  const cached = await get(stage, '/Home', { 'accept-encoding': 'gzip' });
  expect(cached.header('content-encoding')).toBe('gzip');
  expect(cached.cache).toBe('hit');
  expect(cached.body).toMatch(/^<html><head><script nonce="[^"]+">boot\(\)<\/script>/);
  expect(cached.scriptNonce).toBe(cached.policyNonce);
});

test('an entry lives for the configured time, then the page is rendered again', async () => {
  stage = await startStage({}, { ttlMs: 5_000 });
  await get(stage);
  stage.clock += 4_999;
  expect((await get(stage)).cache).toBe('hit');
  stage.clock += 1;
  expect((await get(stage)).cache).toBe('miss');
  expect(stage.renders).toBe(2);
});

test('host, theme and language cookies each get their own copy', async () => {
  stage = await startStage();
  await get(stage, '/Home', { host: 'kryptomat.sk' });
  await get(stage, '/Home', { host: 'kryptomat.gr' });
  await get(stage, '/Home');
  await get(stage, '/Home', { cookie: 'theme=dark' });
  await get(stage, '/Home', { cookie: 'theme=dark; locale=de' });
  expect(stage.renders).toBe(5);
  const greek = await get(stage, '/Home', { host: 'kryptomat.gr' });
  expect(greek.cache).toBe('hit');
  expect(greek.body).toContain('for kryptomat.gr');
  expect((await get(stage, '/Home', { cookie: 'theme=dark' })).body).toContain('theme theme=dark</body>');
});

test.each([
  ['a session cookie', '/Home', { cookie: 'theme=dark; kt_session=abc' }],
  ['the secure session cookie', '/Home', { cookie: '__Host-kt_session=abc' }],
  ['any other cookie', '/Home', { cookie: 'oidc_flow=xyz' }],
  ['a cookie named twice', '/Home', { cookie: 'theme=light; theme=dark' }],
  ['a query string', '/crypto-to-Crypto-success?order=7', {}],
  ['a client-side navigation', '/Home', { rsc: '1' }],
  ['a header Next reads internally', '/Home', { 'x-middleware-subrequest': 'proxy' }],
  ['the locale header the proxy sets', '/Home', { 'x-next-intl-locale': 'de' }],
  ['an API call', '/api/health', {}],
])('a request with %s always reaches the app', async (_, path, headers) => {
  stage = await startStage();
  await get(stage, path, headers);
  const again = await get(stage, path, headers);
  expect(again.cache).toBeNull();
  expect(stage.renders).toBe(2);
  expect(again.header('x-html-cacheable')).toBeNull();
});

test.each<[string, PageOptions]>([
  ['pages the proxy did not mark as public', { marked: false }],
  ['answers other than 200', { status: 404 }],
  ['answers that set a cookie', { setCookie: true }],
  ['answers that are not HTML', { contentType: 'application/json' }],
])('%s are never stored', async (_, options) => {
  stage = await startStage(options);
  await get(stage);
  const again = await get(stage);
  expect(again.cache).toBeNull();
  expect(stage.renders).toBe(2);
  expect(again.header('x-html-cacheable')).toBeNull();
});

test('when the cache is full the least recently used page makes room', async () => {
  const pageBytes = await (async () => {
    const probe = await startStage();
    const { body } = await get(probe, '/a');
    await probe.close();
    return Buffer.byteLength(body);
  })();
  stage = await startStage({}, { maxBytes: pageBytes * 2 + 10 });
  await get(stage, '/a');
  await get(stage, '/b');
  await get(stage, '/a');
  await get(stage, '/c');
  expect(stage.renders).toBe(3);
  expect((await get(stage, '/a')).cache).toBe('hit');
  expect((await get(stage, '/b')).cache).toBe('miss');
});

describe('issue 9 item 15: the cache key space and failed renders', () => {
  // A thousand HTTP round trips: seconds when the machine is busy, beyond Jest's default 5 s.
  test('1000 distinct unknown theme and locale cookie values share the entry of no cookie: nothing new is stored', async () => {
    stage = await startStage();
    await get(stage, '/Home');
    for (let i = 0; i < 500; i++) {
      expect((await get(stage, '/Home', { cookie: `theme=bogus-${i}` })).cache).toBe('hit');
      expect((await get(stage, '/Home', { cookie: `locale=xx${i}` })).cache).toBe('hit');
    }
    expect(stage.renders).toBe(1);
  }, 30_000);

  test('known values keep their own copies; spellings the app reads alike share one', async () => {
    stage = await startStage();
    await get(stage, '/Home');
    await get(stage, '/Home', { cookie: 'theme=light' });
    await get(stage, '/Home', { cookie: 'locale=cs' });
    expect(stage.renders).toBe(3);
    // The proxy reads a locale in any letter case, its legacy alias and a percent-encoding as the locale itself.
    for (const cookie of ['locale=CS', 'locale=cz', 'locale=%63s']) expect((await get(stage, '/Home', { cookie })).cache).toBe('hit');
    expect((await get(stage, '/Home', { cookie: 'theme=l%69ght' })).body).toContain('theme theme=light</body>');
    expect(stage.renders).toBe(3);
  });

  test('an answer whose stream fails after the headers is not stored: the next visitor gets a new render', async () => {
    stage = await startStage({ rest: 'stream-error' });
    await get(stage).catch(() => undefined);
    await get(stage).catch(() => undefined);
    expect(stage.renders).toBe(2);
  });

  test('a page whose streamed part failed on the server (React renders it in the browser instead) is not stored', async () => {
    stage = await startStage({ rest: (render) => `<script>$RX("B:${render}","3141592653")</script>` });
    await get(stage);
    expect((await get(stage)).cache).toBe('miss');
    expect(stage.renders).toBe(2);
  });

  test('a failed boundary in the first part fails the answer too; a component meant only for the browser does not', async () => {
    stage = await startStage({ rest: () => '<!--$!--><template data-dgst="2718281828"></template><!--/$-->' });
    await get(stage);
    await get(stage);
    expect(stage.renders).toBe(2);
    await stage.close();

    stage = await startStage({
      rest: () =>
        '<!--$!--><template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"></template><!--/$--><script>$RX("B:1","BAILOUT_TO_CLIENT_SIDE_RENDERING")</script>',
    });
    await get(stage);
    expect((await get(stage)).cache).toBe('hit');
  });
});
