import { organizationJsonLd } from '@/lib/server/seo/structured-data';
import { JsonLd } from './JsonLd';

/** The brand's schema.org Organization, for the landing page. */
export async function OrganizationJsonLd() {
  return <JsonLd data={await organizationJsonLd()} />;
}
