import { Landing } from '@/components/public/Landing';
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd';

export { landingMetadata as generateMetadata } from '@/lib/server/seo/landing';

export default function LandingPage() {
  return (
    <>
      <OrganizationJsonLd />
      <Landing />
    </>
  );
}
