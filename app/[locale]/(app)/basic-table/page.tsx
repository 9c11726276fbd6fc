import { ComponentsGuide } from '@/components/style-guide/StyleGuide';
import { routeMetadata } from '@/lib/server/seo';
import { getStyleGuidePage } from '@/lib/server/shell/page';

export const generateMetadata = routeMetadata('basicTable', { noindex: true });

export default async function StyleGuidePage() {
  return <ComponentsGuide {...await getStyleGuidePage()} />;
}
