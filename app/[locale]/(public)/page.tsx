import { Landing } from '@/components/public/Landing';
import { JsonLd } from '@/components/seo/JsonLd';
import { getLandingPage } from '@/lib/server/content/page';

export { landingMetadata as generateMetadata } from '@/lib/server/seo';

export default async function LandingPage() {
  const view = await getLandingPage();
  return (
    <>
      <JsonLd data={view.organizationJsonLd} />
      <Landing view={view} />
    </>
  );
}
