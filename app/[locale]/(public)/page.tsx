import { Landing } from '@/components/public/Landing';
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd';

export default function LandingPage() {
  return (
    <>
      <OrganizationJsonLd />
      <Landing />
    </>
  );
}
