import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticAssets, precompressStatic } from '@/scripts/static-assets.mjs';

/**
 * The build's browser files sent as compressed once after the build, in front of a stand-in for Next that answers
 * everything else: what a browser gets for each file, encoding and request.
 */
const script = `console.log(${JSON.stringify('a chunk of the app '.repeat(200))});\n`;
const stylesheet = `.button{color:red}\n`.repeat(100);

let distDir: string;
let server: http.Server;
let port: number;
let precompressed: Awaited<ReturnType<typeof precompressStatic>>;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(distDir, 'static', file)), { recursive: true });
    writeFileSync(path.join(distDir, 'static', file), content);
  };
  write('chunks/app.js', script);
  write('chunks/styles.css', stylesheet);
  write('chunks/tiny.js', 'x()');
  write('media/font.woff2', Buffer.alloc(4096, 7));
  precompressed = await precompressStatic(distDir);
  const assets = await createStaticAssets(distDir);
  server = http.createServer((req, res) => {
    if (assets.answer(req, res)) return;
    res.setHeader('x-answered-by', 'next');
    res.end('from next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** node:http: fetch would decompress the body and hide the encoding that was sent. */
async function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    // A path as given: a URL would resolve its dot segments before sending.
    http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, resolve).on('error', reject).end(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const encoding = response.headers['content-encoding'];
  const decoded = raw.length === 0 ? raw : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  const body = decoded.toString();
  return { status: response.statusCode, headers: response.headers, raw, body, byNext: response.headers['x-answered-by'] === 'next' };
}

test('the build step compresses the text files worth compressing, and only those', () => {
  expect(precompressed.files).toBe(2);
  expect(precompressed.bytes).toBe(script.length + stylesheet.length);
  expect(precompressed.br).toBeLessThan(precompressed.bytes / 5);
});

test('a browser that takes Brotli gets the Brotli copy, with the headers of an immutable file', async () => {
  const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(answer.byNext).toBe(false);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.body).toBe(script);
  expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
  expect(answer.headers['content-length']).toBe(String(answer.raw.length));
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
});

test.each([
  ['gzip only', 'gzip', 'gzip'],
  ['Brotli refused by weight', 'br;q=0, gzip;q=0.8', 'gzip'],
  ['any encoding', '*', 'br'],
  ['any encoding but Brotli', '*, br;q=0', 'gzip'],
])('%s: the copy sent is %s', async (_, acceptEncoding, expected) => {
  const answer = await get('/_next/static/chunks/styles.css', { 'accept-encoding': acceptEncoding });
  expect(answer.headers['content-encoding']).toBe(expected);
  expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
  expect(answer.body).toBe(stylesheet);
});

test.each([
  ['a client that takes no compression', '/_next/static/chunks/app.js', {}],
  ['a client that refuses both', '/_next/static/chunks/app.js', { 'accept-encoding': 'identity, br;q=0, gzip;q=0' }],
  ['a file too small to compress', '/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
  ['a file that is compressed already', '/_next/static/media/font.woff2', { 'accept-encoding': 'br' }],
  ['a path the build did not write', '/_next/static/chunks/other.js', { 'accept-encoding': 'br' }],
  ['a path that climbs out of the folder', '/_next/static/chunks/../../static/chunks/app.js', { 'accept-encoding': 'br' }],
  ['a page', '/Home', { 'accept-encoding': 'br' }],
])('%s goes to Next', async (_, urlPath, headers) => {
  expect((await get(urlPath, headers)).byNext).toBe(true);
});

test('a query string does not change the file', async () => {
  const answer = await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'br' });
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.body).toBe(script);
});

test('HEAD gets the headers alone, and a revalidation with the current tag gets 304', async () => {
  const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.raw.length).toBe(0);
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  const etag = head.headers.etag as string;
  const revalidated = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.raw.length).toBe(0);
  const gzipTag = (await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })).headers.etag;
  expect(gzipTag).not.toBe(etag);
});

test('a POST goes to Next', async () => {
  expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST')).byNext).toBe(true);
});

test('without precompressed copies (a plain `next build`) every request goes to Next', async () => {
  const bare = mkdtempSync(path.join(tmpdir(), 'static-assets-none-'));
  try {
    expect((await createStaticAssets(bare)).size).toBe(0);
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});
