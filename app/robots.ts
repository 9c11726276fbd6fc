import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { robotsFor } from '@/lib/server/seo';

/** Per domain (its sitemap), so it reads the request and is rendered per request. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsFor(await headers());
}
