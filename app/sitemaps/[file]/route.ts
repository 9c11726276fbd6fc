import { sitemapResponse } from '@/lib/server/content/page';

// proxy.ts rewrites /sitemap.xml and the DOMAIN_TABLE's sitemap files here: their names are configuration, so
// no static folder can hold them, and a root-level dynamic folder would collide with app/[locale].
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapResponse((await params).file, request.headers);
}
