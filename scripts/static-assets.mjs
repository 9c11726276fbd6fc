// Next's built browser files (/_next/static/…: named by their content, never changed) compressed once, after the
// build, instead of on every request (scripts/server.mjs).
//
// Why: compressing a page's scripts and stylesheet again on each view was about half the server's CPU per public page
// view (/Home and /Crypto_rates: 70–80 ms with it, 30–35 ms without), and on a small machine that CPU is taken from
// the next request, or from the visitor's browser on the same machine, exactly while the page loads. Compressed once,
// they also get the slowest, smallest settings (Brotli 11, gzip 9): 18 % fewer bytes than the per-request Brotli.
//
// Only the files the build wrote are served here, looked up by their exact URL path in a table made at start (no
// file name is ever made from a request); anything else, and a client that takes neither Brotli nor gzip, goes to
// Next as before.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const CONTENT_TYPES = new Map([
  ['.js', 'application/javascript; charset=UTF-8'],
  ['.mjs', 'application/javascript; charset=UTF-8'],
  ['.css', 'text/css; charset=UTF-8'],
  ['.json', 'application/json; charset=UTF-8'],
  ['.svg', 'image/svg+xml'],
  ['.txt', 'text/plain; charset=UTF-8'],
]);
/** Best first: the order in which a client's accepted encodings are tried. */
const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (data) =>
      brotliCompress(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
  },
  { name: 'gzip', suffix: '.gz', compress: (data) => gzip(data, { level: 9 }) },
];
/** Below this a file is sent as Next sends it: compression would save less than a packet. */
const MIN_BYTES = 1024;
const URL_PREFIX = '/_next/static/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const staticDir = (distDir) => path.join(distDir, 'static');
const precompressedDir = (distDir) => path.join(distDir, 'precompressed');

async function filesUnder(dir) {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes a Brotli and a gzip copy of every compressible file of the build's static folder into
 * `<distDir>/precompressed`, under the same relative path plus `.br` / `.gz`. Returns the totals, for the build log.
 */
export async function precompressStatic(distDir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const from = staticDir(distDir);
  const to = precompressedDir(distDir);
  // All at once: zlib works on libuv's thread pool, so the files compress on every core.
  const compressible = (await filesUnder(from)).filter((file) => CONTENT_TYPES.has(path.extname(file)));
  await Promise.all(
    compressible.map(async (file) => {
      const data = await readFile(path.join(from, file));
      if (data.length < MIN_BYTES) return;
      const compressed = await Promise.all(ENCODINGS.map((encoding) => encoding.compress(data)));
      await mkdir(path.dirname(path.join(to, file)), { recursive: true });
      await Promise.all(ENCODINGS.map((encoding, i) => writeFile(path.join(to, file + encoding.suffix), compressed[i])));
      totals.files++;
      totals.bytes += data.length;
      totals.br += compressed[0].length;
      totals.gzip += compressed[1].length;
    }),
  );
  return totals;
}

/**
 * The content codings a request's Accept-Encoding allows (RFC 9110 §12.5.3): named ones with a weight above 0, and
 * through `*` any not named with weight 0.
 */
function acceptedEncodings(header) {
  const accepted = new Set();
  const refused = new Set();
  let anyAccepted = false;
  for (const part of String(header ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const allowed = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === '*') anyAccepted = allowed;
    else (allowed ? accepted : refused).add(name);
  }
  return (encoding) => accepted.has(encoding) || (anyAccepted && !refused.has(encoding));
}

/**
 * Reads the table of precompressed files of a build (empty when there are none: every request then goes to Next).
 * `answer(req, res)` sends a static file's best accepted copy and returns true, or returns false for Next to answer.
 */
export async function createStaticAssets(distDir) {
  const dir = precompressedDir(distDir);
  /** URL path → { type, copies: Map(encoding → file path) } */
  const assets = new Map();
  for (const file of await filesUnder(dir)) {
    const encoding = ENCODINGS.find((candidate) => file.endsWith(candidate.suffix));
    if (!encoding) continue;
    const original = file.slice(0, -encoding.suffix.length);
    const urlPath = URL_PREFIX + original.split(path.sep).join('/');
    const asset = assets.get(urlPath) ?? { type: CONTENT_TYPES.get(path.extname(original)), copies: new Map() };
    asset.copies.set(encoding.name, path.join(dir, file));
    assets.set(urlPath, asset);
  }
  /**
   * file path → promise of { body, etag }, read on first use: the copies a page asks for, a few MB at most. The promise
   * is kept, so the requests a first page view sends for one file at once share one read; a failed read is forgotten.
   */
  const loaded = new Map();

  function load(file, encoding) {
    let copy = loaded.get(file);
    if (!copy) {
      copy = Promise.all([readFile(file), stat(file)]).then(([body, stats]) => ({
        body,
        etag: `"${encoding}-${body.length.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`,
      }));
      copy.catch(() => loaded.delete(file));
      loaded.set(file, copy);
    }
    return copy;
  }

  return {
    size: assets.size,
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const urlPath = req.url.split('?')[0];
      const asset = urlPath.startsWith(URL_PREFIX) ? assets.get(urlPath) : undefined;
      if (!asset) return false;
      const accepts = acceptedEncodings(req.headers['accept-encoding']);
      const encoding = ENCODINGS.find((candidate) => asset.copies.has(candidate.name) && accepts(candidate.name))?.name;
      if (!encoding) return false;
      load(asset.copies.get(encoding), encoding).then(
        ({ body, etag }) => {
          res.setHeader('Content-Type', asset.type);
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Cache-Control', IMMUTABLE);
          res.setHeader('ETag', etag);
          res.setHeader('X-Content-Type-Options', 'nosniff');
          if (req.headers['if-none-match'] === etag) {
            res.statusCode = 304;
            res.end();
            return;
          }
          res.setHeader('Content-Length', body.length);
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          console.error(`[server] ${urlPath}: its precompressed copy is unreadable:`, error);
          res.statusCode = 503;
          res.end();
        },
      );
      return true;
    },
  };
}
