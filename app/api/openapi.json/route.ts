import { openApiDocument } from '@/lib/api/contracts/site';
import { buildOpenApiDocument } from '@/lib/api/openapi';
import packageJson from '@/package.json';

// Built once, at `next build`: the contracts are code, so the document cannot change without a new build.
export const dynamic = 'force-static';

export const GET = Object.assign(() => Response.json(buildOpenApiDocument(packageJson.version)), { contract: openApiDocument });
