import { IconsGuide } from '@/components/style-guide/StyleGuide';
import { routeMetadata } from '@/lib/server/seo';
import { getStyleGuidePage } from '@/lib/server/shell/page';

export const generateMetadata = routeMetadata('icons', { noindex: true });

export default async function StyleGuidePage() {
  await getStyleGuidePage();
  return <IconsGuide />;
}
