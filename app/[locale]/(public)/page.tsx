import { Landing } from '@/components/public/Landing';
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd';
import { getLandingPage } from '@/lib/server/pages/landing';

export { landingMetadata as generateMetadata } from '@/lib/server/seo/landing';

export default async function LandingPage() {
  return (
    <>
      <OrganizationJsonLd />
      <Landing view={await getLandingPage()} />
    </>
  );
}
