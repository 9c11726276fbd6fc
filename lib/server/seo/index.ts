// What other domains may call in lib/server/seo: they import '@/lib/server/seo', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { alternatesOf } from './alternates';
export { LANDING_PATH, landingMetadata } from './landing';
export { canonicalUrl, pageLocale, publicMetadata, siteOrigin } from './metadata';
export { sitemapFileOf, sitemapOriginOf } from './origin';
export { robotsFor } from './robots';
export { routeMetadata } from './route-metadata';
export { blogPostingJsonLd, newsArticleJsonLd, organizationJsonLd } from './structured-data';
